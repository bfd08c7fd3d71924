import type { centreWords as english } from "../en/centre-words";

export const centreWords: typeof english = {
  group: (names, hours) => `${names}: ${hours}`,
  groupSeparator: "; ",
  hoursAll: (count, hours) => `सूची के सभी ${count} सेंटर: ${hours}।`,
  hoursMost: (most, count, hours, rest) => `ज़्यादातर सेंटर (${count} में से ${most}): ${hours}; ${rest}।`,
  hoursDiffer: (names, hours, rest) => `हर सेंटर का समय अलग है। ${names}: ${hours}; ${rest}।`,
  listedHere: "नीचे",
  allListed: (listed, where) => `हमारे सभी ${listed} सेंटर ${where} दिए गए हैं।`,
  someListed: (listed, unlisted, where) =>
    `जिन ${listed} सेंटरों पर आप सीधे आकर जाँच करा सकते हैं, वे ${where} दिए गए हैं; बाकी ${unlisted} सैंपल कलेक्शन पॉइंट हैं। सबसे पास वाला पॉइंट जानने के लिए हमें कॉल करें।`,
};
