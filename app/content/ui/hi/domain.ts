import type * as english from "../en/domain";

export const listWords: typeof english.listWords = {
  and: " और ",
  ampersand: " और ",
};

export const priceWords: typeof english.priceWords = {
  from: (price) => `${price} से शुरू`,
};

export const bookingWords: typeof english.bookingWords = {
  item: (itemName, priceText) =>
    priceText
      ? `नमस्ते, मुझे ${itemName} (${priceText}) बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`
      : `नमस्ते, मुझे ${itemName} बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`,
  centre: (centreName, address) =>
    `नमस्ते, मुझे आपके ${centreName} सेंटर (${address}) पर एक टेस्ट बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।`,
};

export const backLinkWords: typeof english.backLinkWords = {
  home: "होम पर वापस जाएँ",
  findTest: "‘टेस्ट खोजें’ पर वापस जाएँ",
  healthPackages: "हेल्थ पैकेज पर वापस जाएँ",
};

export const crumbWords: typeof english.crumbWords = {
  home: "होम",
  services: "सेवाएँ",
  healthPackages: "हेल्थ पैकेज",
};

export const paginationWords: typeof english.paginationWords = {
  summary: (from, to, total) => `${total} में से ${from} से ${to} तक दिखाए जा रहे हैं`,
};

export const phoneWords: typeof english.phoneWords = {
  empty: "कृपया अपना फ़ोन नंबर डालें, ताकि हम आपको वापस कॉल कर सकें।",
  invalid:
    "कृपया सही भारतीय नंबर डालें: 10 अंकों का मोबाइल नंबर (जैसे 98765 43210) या STD कोड के साथ लैंडलाइन नंबर (जैसे 011 2345 6789)।",
};

export const searchEntryWords: typeof english.searchEntryWords = {
  test: "टेस्ट",
  package: "हेल्थ पैकेज",
  homeService: "घर पर सेवा",
  atHome: "घर पर",
};

export const serviceWords: typeof english.serviceWords = {
  testsAvailable: (count) => `${count} टेस्ट उपलब्ध`,
};

export const centreWords: typeof english.centreWords = {
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

export const contactMailWords: typeof english.contactMailWords = {
  subject: (subject) => `संपर्क फ़ॉर्म: ${subject}`,
  name: (name) => `नाम: ${name}`,
  email: (email) => `ईमेल: ${email}`,
  phone: (phone) => `फ़ोन: ${phone}`,
  notProvided: "नहीं दिया गया",
  subjectLine: (subject) => `विषय: ${subject}`,
  message: "संदेश:",
};

export const medicalReviewWords: typeof english.medicalReviewWords = {
  reviewedBy: (role, qualification, date) => `एक ${role}, ${qualification}, ने ${date} को इसकी मेडिकल समीक्षा की।`,
  nextReview: (date) => `अगली समीक्षा ${date} तक होनी है।`,
};

export const homeCarePackageWords: typeof english.homeCarePackageWords = {
  visits: (count) => `${count} होम विज़िट`,
  covers: (tests, extras, visits) =>
    `${tests} टेस्ट${extras > 0 ? `, ${extras} ${extras === 1 ? "अतिरिक्त सेवा" : "अतिरिक्त सेवाएँ"}` : ""} और ${visits}, सब एक ही कीमत में`,
  included: (visits) => `${visits} शामिल`,
};

export const testFactWords: typeof english.testFactWords = {
  reportDetail: (names, _count, time, next) => `${names} की रिपोर्ट ${time} में आती है; बाकी नतीजे ${next} के अंदर आ जाते हैं।`,
  centreOnly: (names, count) => `सिर्फ़ हमारे ${names} ${count === 1 ? "सेंटर" : "सेंटरों"} पर`,
  sampleKindInText: (label) => label,
  homeSamples: (kinds) => `${kinds} के सैंपल`,
};
