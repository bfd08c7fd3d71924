import type { centreWords as english } from "#app/words/en/centre-words.ts";

export const centreWords: typeof english = {
  group: (names, hours) => `${names}: ${hours}`,
  groupSeparator: "; ",
  hoursAll: (count, hours) => `सूची के सभी ${count} सेंटर: ${hours}।`,
  hoursMost: (most, count, hours, rest) => `ज़्यादातर सेंटर (${count} में से ${most}): ${hours}; ${rest}।`,
  hoursDiffer: (names, hours, rest) => `हर सेंटर का समय अलग है। ${names}: ${hours}; ${rest}।`,
  listedHere: "नीचे",
  allListed: (listed, where) => `हमारे सभी ${listed} सेंटर ${where} दिए गए हैं।`,
};
