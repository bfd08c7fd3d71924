import type * as english from "#app/words/en/labels.ts";

export const sampleKindWords: typeof english.sampleKindWords = {
  blood: "ब्लड",
  urine: "यूरिन",
  stool: "मल",
  sputum: "बलगम",
  swab: "स्वैब",
  semen: "वीर्य",
  scraping: "खुरचन",
  imaging: "एक्स-रे",
  ecg: "ECG",
  recording: "रिकॉर्डिंग",
  breathing: "साँस का टेस्ट",
  exercise: "वॉक टेस्ट",
};

export const collectionWordsText: typeof english.collectionWordsText = {
  "home-sample": {
    one: "घर से मुफ़्त सैंपल कलेक्शन, या किसी भी सेंटर पर",
    some: (names) => `${names}: घर से मुफ़्त कलेक्शन, या किसी भी सेंटर पर`,
  },
  "home-visit": {
    one: "सेंटर पर, या घर पर (होम विज़िट का शुल्क लगता है)",
    some: (names) => `${names}: सेंटर पर, या घर पर (होम विज़िट का शुल्क लगता है)`,
  },
  centre: {
    one: "सिर्फ़ हमारे सेंटरों पर",
    some: (names) => `${names}: सिर्फ़ हमारे सेंटरों पर`,
  },
};

export const collectionPlaceWords: typeof english.collectionPlaceWords = {
  "home-sample": "मुफ़्त होम कलेक्शन",
  "home-visit": "शुल्क वाली होम विज़िट या सेंटर",
  centre: "सिर्फ़ सेंटर पर",
  mixed: "होम कलेक्शन, कुछ टेस्ट शुल्क वाली विज़िट में",
  named: (names, count) => `सिर्फ़ ${names} ${count === 1 ? "सेंटर" : "सेंटरों"} पर`,
};

const REPORT_TIME = /^(\d+(?:-\d+)?) (minutes|hours?|days?)$/;
const SAME_DAY = "उसी दिन";

/**
 * A report time inside a sentence (Hindi only): a duration takes "में" or "के अंदर" after it ("रिपोर्ट
 * 6 घंटे में"), "उसी दिन" takes nothing ("रिपोर्ट उसी दिन", never "उसी दिन में").
 */
export function reportTimeIn(time: string, after: "में" | "के अंदर"): string {
  return time === SAME_DAY ? time : `${time} ${after}`;
}

export const testFactLabels: typeof english.testFactLabels = {
  fastingHours: (hours) => `${hours} ${hours === 1 ? "घंटा" : "घंटे"}`,
  // "6 hours" → "6 घंटे", "2-3 days" → "2-3 दिन", "30 minutes" → "30 मिनट", "Same day" → "उसी दिन".
  reportTime: (time) => {
    if (time === "Same day") return SAME_DAY;
    const match = REPORT_TIME.exec(time);
    if (!match) return time;
    const count = match[1] ?? "";
    const unit = match[2] ?? "";
    const word = unit === "minutes" ? "मिनट" : unit.startsWith("hour") ? (count === "1" ? "घंटा" : "घंटे") : "दिन";
    return `${count} ${word}`;
  },
};

export const preparationWords: typeof english.preparationWords = {
  fast: (hours, maxHours) =>
    `सैंपल से पहले ${maxHours === undefined ? `${hours} घंटे` : `कम से कम ${hours} घंटे (और ${maxHours} घंटे से ज़्यादा नहीं)`} खाली पेट रहें: सादे पानी के अलावा कुछ भी न खाएँ, न पिएँ।`,
  petFast: (hours) => `जाँच से पहले ${hours} घंटे तक कुछ खाने को न दें; पानी दिया जा सकता है।`,
  petNoFast: "आपके पालतू जानवर को खाली पेट रखने की ज़रूरत नहीं है।",
  noFast: "खाली पेट रहने की ज़रूरत नहीं है।",
  visits: (groups) =>
    `${groups.length === 2 ? "दो" : groups.length} बार सैंपल देना होगा: ${groups.map((g) => `${g.names}: ${g.day}`).join("; ")}। बाकी टेस्ट पहली बार में ही हो जाते हैं; हर बार घर से सैंपल लेना मुफ़्त है।`,
  laterDraw: (names, hours) =>
    `खून के दो सैंपल: पहला बाकी टेस्ट के लिए, फिर ${names}, उसकी तैयारी में बताए गए खाने या ग्लूकोज़ के घोल के ${hours} घंटे बाद। घर पर सैंपल लेने वाले दूसरे सैंपल के लिए रुकते हैं या दोबारा आते हैं, इसका कोई अलग शुल्क नहीं है।`,
  cycleDays: {
    "cycle-day-2-5": "माहवारी चक्र के दिन 2 से 5 के बीच",
    "cycle-day-21": "माहवारी चक्र के 21वें दिन (अगले पीरियड की संभावित तारीख से 7 दिन पहले)",
  },
  noFastUsualMedicines: (usualMedicines) => `खाली पेट रहने की ज़रूरत नहीं है। ${usualMedicines}`,
};

export const sampleTakingWords: typeof english.sampleTakingWords = {
  kinds: {
    blood: "प्रशिक्षित फ़्लेबोटोमिस्ट (सैंपल लेने वाले) आमतौर पर आपकी बाँह की नस से थोड़ा-सा ब्लड लेते हैं; इसमें कुछ मिनट लगते हैं।",
    urine: "पेशाब का सैंपल आप खुद, हमारी दी हुई डिब्बी में देते हैं।",
    stool: "मल का थोड़ा-सा सैंपल आप खुद, हमारी दी हुई डिब्बी में लेते हैं।",
    sputum: "बलगम (छाती के अंदर से आने वाला कफ़, थूक नहीं) खाँसकर हमारी दी हुई स्टेराइल डिब्बी में दें।",
    swab: "सैंपल लेने वाले जाँच की जगह (गले या घाव) पर स्टेराइल स्वैब हल्के से फेरते हैं; इसमें कुछ सेकंड लगते हैं।",
    semen: "सैंपल लैब में, एक निजी कमरे में, स्टेराइल डिब्बी में दिया जाता है।",
    scraping: "सेंटर पर प्रभावित त्वचा, नाखून या बालों की थोड़ी-सी खुरचन ली जाती है।",
  },
  afterFast: "सैंपल आमतौर पर सुबह, खाली पेट रहने का समय पूरा होने पर लिया जाता है।",
  anyTime: "सैंपल दिन में किसी भी समय दिया जा सकता है।",
};

export const packageFastingWords: typeof english.packageFastingWords = {
  span: (least, most) => (least === most ? `${most} घंटे` : `${least} से ${most} घंटे`),
  note: (span) => `कुछ पैकेज में शामिल टेस्ट की वजह से ${span} खाली पेट रहना होता है; हर पैकेज के पेज पर लिखा है कि कितनी देर।`,
};

export const fastingTestsWords: typeof english.fastingTestsWords = {
  item: (name, span) => `${name} के लिए ${span}`,
  list: (items) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join("; ")} और ${items.at(-1)}`),
};

export const claimWords: typeof english.claimWords = {
  reports:
    "हर टेस्ट पर लिखा समय वह समय है जिसके अंदर आमतौर पर रिपोर्ट मिल जाती है; दोबारा जाँच या पुष्टि के लिए किए जाने वाले टेस्ट में ज़्यादा समय लग सकता है, और तब हम आपको बताएँगे।",
};

export const countWords: typeof english.countWords = {
  month: (year, month) =>
    `${["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"][month - 1]} ${year}`,
  badge: (listed) => `सूची में ${listed} टेस्ट`,
  source: (date) => `हमारी लैब की टेस्ट सूची के टेस्ट, ${date}`,
  note: (menu, date, listed, packages) =>
    `हमारी लैब की टेस्ट सूची में ${menu} टेस्ट हैं (${date})। इस साइट पर इनमें से ${listed} टेस्ट उनकी कीमत और तैयारी के साथ दिए गए हैं, और ${packages} हेल्थ पैकेज। बाकी खास (स्पेशलाइज़्ड) टेस्ट हैं, जो डॉक्टर के कहने पर किए जाते हैं: टेस्ट का नाम या अपना पर्चा चैट पर भेजें, या हमें कॉल करें; हम उसकी कीमत, सैंपल और रिपोर्ट का समय बताएँगे।`,
};

export const qualityCheckWords: typeof english.qualityCheckWords = {
  title: (count) => `${count} स्तर की क्वालिटी जाँच`,
  sentence: (steps) => `लैब के हर सैंपल की ${steps.length} जाँचें होती हैं: ${steps.join("; ")}।`,
};

export const accreditationWords: typeof english.accreditationWords = {
  statement: (certificate) =>
    certificate ? `NABL-मान्यता प्राप्त केंद्रीय लैब (ISO 15189, सर्टिफ़िकेट ${certificate})` : "NABL-मान्यता प्राप्त केंद्रीय लैब (ISO 15189)",
  short: (certificate) => `NABL-मान्यता प्राप्त केंद्रीय लैब (ISO 15189)${certificate ? ` · सर्टिफ़िकेट ${certificate}` : ""}`,
  certificate: (certificate) => `सर्टिफ़िकेट ${certificate}`,
  onTestPage: (statement) => `दिल्ली/NCR के सैंपल हमारी ${statement} में जाँचे जाते हैं।`,
};

export const feverAdviceWords: typeof english.feverAdviceWords = {
  summary: (title, callIf, signs) => `${title}। ${callIf} ${signs.join("; ")}।`,
  full: (callIf, signs, whileYouWait) => `${callIf} ${signs.join("; ")}। ${whileYouWait}`,
};
