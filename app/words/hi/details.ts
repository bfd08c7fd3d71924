import type { details as english } from "#app/words/en/details.ts";

export const details: typeof english = {
  popular: "आम टेस्ट",
  healthPackage: "हेल्थ पैकेज",
  priceAndBooking: "कीमत और बुकिंग",
  price: "कीमत",
  fasting: "खाली पेट",
  noFastingNeeded: "खाली पेट रहने की ज़रूरत नहीं",
  hours: (hours) => `${hours} घंटे`,
  reportTime: "रिपोर्ट का समय",
  sampleType: "सैंपल",
  where: "कहाँ",
  bookNow: "अभी बुक करें",
  call: (phone) => `${phone} पर कॉल करें`,
  accreditationPart: (statement, outside, count) =>
    `लैब टेस्ट: ${statement.replace(/।$/, "")}; ${outside} इस मान्यता के दायरे से बाहर ${count === 1 ? "है" : "हैं"}।`,
  testNotFound: { title: "टेस्ट नहीं मिला", message: "आप जो टेस्ट ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  packageNotFound: { title: "पैकेज नहीं मिला", message: "आप जो हेल्थ पैकेज ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  alsoCalled: "दूसरे नाम:",
  whyItsDone: "यह टेस्ट क्यों किया जाता है",
  howSampleIsTaken: "सैंपल कैसे लिया जाता है",
  beforeTheTest: "टेस्ट से पहले",
  gettingYourResult: "आपकी रिपोर्ट",
  reportTimeLine: (time) =>
    `रिपोर्ट का समय: ${time}, आमतौर पर इससे ज़्यादा नहीं; दोबारा जाँच या पुष्टि वाले टेस्ट में ज़्यादा समय लग सकता है, और हम आपको बताएँगे।`,
  reportReaches: (how) => `रिपोर्ट आपको ${how} मिलती है।`,
  reportGives: (count) => `रिपोर्ट में ${count} नतीजे होते हैं:`,
  packagesWithTest: "यह टेस्ट इन पैकेज में भी शामिल है",
  relatedTests: "इससे जुड़े टेस्ट",
  recommendedFor: "किसके लिए",
  mainParameters: (count) => `मुख्य पैरामीटर दिखाए गए हैं; इस पैनल की रिपोर्ट में कुल ${count} पैरामीटर होते हैं।`,
  individualTests: "अलग-अलग टेस्ट",
  testsIncluded: "शामिल टेस्ट",
  parametersIncluded: (count) => `${count} पैरामीटर शामिल`,
  groupSummary: (count, first, more) => `${count} पैरामीटर: ${first.join(", ")}${more ? ", …" : ""}`,
  preparation: "तैयारी",
  // The Hindi list keeps English and Hinglish search keys ("garbh test") for the search; the page shows the
  // Devanagari names and the abbreviations a slip writes ("B-HCG", "KFT"), which a Hindi text keeps in Latin.
  shownAliases: (aliases) => aliases.filter((alias) => /[\u0900-\u097F]/.test(alias) || /^[\p{Lu}\d][\p{Lu}\d\s/&.-]*$/u.test(alias)),
};
