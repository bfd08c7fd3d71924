import type { allTests as english } from "#app/words/en/all-tests.ts";

export const allTests: typeof english = {
  eyebrow: "टेस्ट खोजें",
  title: "सभी टेस्ट, नाम के क्रम में",
  lead: "हमारे हर अलग टेस्ट का नाम और कीमत, नाम के क्रम में। सैंपल, खाली पेट, रिपोर्ट का समय और बुकिंग के लिए टेस्ट खोलें।",
  pageOf: (page, pages, first, last) => `पेज ${page}/${pages}: ${first} से ${last} तक।`,
  none: "अभी कोई टेस्ट नहीं दिखाया गया है। हमें कॉल करें, हम बताएँगे कि कौन-सा टेस्ट हो सकता है।",
  pagesLabel: "सूची के पेज",
  listLabel: "इस पेज के टेस्ट",
  lettersLabel: "अक्षर पर जाएँ",
  letterList: (letter) => `${letter} से शुरू होने वाले टेस्ट`,
  see: "देखें",
  moved: "अब पूरी सूची एक ही पेज पर है: हर टेस्ट नीचे है।",
  search: "इसके बजाय नाम, आम बोलचाल के शब्द या पर्चे पर लिखे नाम से खोजें",
};
