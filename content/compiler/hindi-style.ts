/**
 * The Hindi style sheet as data (docs/hindi-style.md): the one term for each thing, the one spelling of
 * each word, the आप register, the nukta rule and the sentence end. `hindi-style.test.ts` holds every
 * Hindi string the site shows to it (`content/hi/`, `app/words/hi/`), and docs/hindi-style.md's
 * tables are written from it (`node scripts/hindi-style-doc.mjs`), so the sheet and the test cannot drift.
 * To change a rule, change it here, run the script, and fix what the test then names.
 */

/** One form to write, and the forms a Hindi text must not use instead. */
export interface Preferred {
  /** The form to write. */
  readonly use: string;
  /** Forms that must not appear: a word or a phrase, matched as whole words. */
  readonly not: readonly string[];
  /** What the form means or why the others are wrong, in the style sheet's table. */
  readonly note: string;
  /** Phrases in which a forbidden form is right (a test's name as the doctor's slip writes it). */
  readonly allowedIn?: readonly string[];
  /** Fields of a content file in which a forbidden form is right: search aliases hold what people type. */
  readonly allowedInFields?: readonly string[];
}

/** One term for each thing the site speaks of often. */
export const terms: readonly Preferred[] = [
  {
    use: "खाली पेट (रहना)",
    not: ["फ़ास्ट", "फ़ास्टिंग", "फास्ट", "फास्टिंग", "उपवास", "व्रत"],
    note: 'fasting: "12 घंटे खाली पेट रहें", "खाली पेट रहने के दौरान"; उपवास and व्रत are religious fasts. फ़ास्टिंग only in a test\'s name, as the doctor\'s slip writes it.',
    allowedIn: ["फ़ास्टिंग ब्लड शुगर", "फ़ास्टिंग शुगर", "फ़ास्टिंग इंसुलिन", "फ़ास्टिंग प्लाज़्मा ग्लूकोज़"],
  },
  {
    use: "सैंपल",
    not: ["सेंपल", "सैम्पल", "सेम्पल", "नमूना", "नमूने"],
    note: "sample (blood, urine, stool); a picture that only shows the idea is a सांकेतिक चित्र",
  },
  { use: "रिपोर्ट", not: ["रिपोट", "रिर्पोट", "रपट"], note: "report" },
  {
    use: "फ़्लेबोटोमिस्ट",
    not: ["फ़्लेबोटॉमिस्ट", "फ्लेबोटोमिस्ट", "फ्लेबोटॉमिस्ट", "फ़्लेबॉटमिस्ट"],
    note: 'phlebotomist; on a page\'s first mention with "(सैंपल लेने वाले)"',
  },
  {
    use: "24 घंटे सहायता लाइन",
    not: ["सपोर्ट लाइन", "24/7 सपोर्ट", "24 घंटे की लाइन", "सहायता लाइन 24 घंटे", "हेल्पलाइन"],
    note: "the support line (bookings and reports, every hour of every day)",
  },
  { use: "सहायता टीम", not: ["सपोर्ट टीम"], note: "the support team" },
  {
    use: "गोपनीयता नीति",
    not: ["निजता नीति", "प्राइवेसी पॉलिसी", "प्राइवेसी", "गोपनियता"],
    note: "privacy policy; privacy is गोपनीयता",
  },
  {
    use: "पशु चिकित्सक",
    not: ["पशु-चिकित्सक", "पशुचिकित्सक", "वेट", "जानवरों के डॉक्टर", "पशुओं के डॉक्टर"],
    note: 'a pet\'s vet (वेट reads as "weight")',
  },
  {
    use: "वेटरनरी रेडियोलॉजिस्ट",
    not: ["पशु रेडियोलॉजिस्ट", "जानवरों के रेडियोलॉजिस्ट", "पशुओं के रेडियोलॉजिस्ट", "पशुओं के एक रेडियोलॉजिस्ट"],
    note: 'the specialist who reads a pet\'s X-ray; glossed "(जानवरों के एक्स-रे के विशेषज्ञ)"',
  },
  {
    use: "पूछते हैं कि कहीं आप गर्भवती तो नहीं",
    not: ["प्रेग्नेंसी की जाँच", "प्रेगनेंसी की जाँच"],
    note: 'before an X-ray the site asks; "… की जाँच" reads as a pregnancy test. A pregnancy test is प्रेग्नेंसी टेस्ट.',
  },
  {
    use: "जानकारी (a form's field)",
    not: ["ज़रूरी खाने", "ज़रूरी खाना", "खानों", "यह खाना", "इस खाने", "खाना भरें", "खाने भरें", "हर खाना", "हर खाने"],
    note: 'a form\'s field: "कृपया यह जानकारी भरें।", "कृपया यहाँ सही जानकारी भरें।", "इसे खाली छोड़ें", "ज़रूरी जानकारी"; खाना/खाने reads as food on a site about fasting',
  },
  {
    use: "सैंपल लेने वाले",
    not: ["कलेक्टर", "कलेक्टरों"],
    note: "the person who collects the sample; कलेक्टर is the District Collector",
  },
  {
    use: "TORCH",
    not: ["टॉर्च"],
    note: 'the TORCH panel: "TORCH IgM पैनल"; टॉर्च is a flashlight. Only a search alias may spell it, as people type it.',
    allowedInFields: ["aliases"],
  },
  {
    use: "मल",
    not: ["स्टूल"],
    note: 'stool: "मल की रूटीन जाँच", "थोड़ा-सा मल लें"; a search alias may keep स्टूल, as people type it.',
    allowedInFields: ["aliases"],
  },
  {
    use: "माहवारी चक्र",
    not: ["मासिक चक्र", "पीरियड साइकिल", "पीरियड चक्र"],
    note: 'the menstrual cycle; "माहवारी चक्र (पीरियड)" at its first mention on a page',
  },
  { use: "पीरियड", not: ["पीरियड्स", "पीरियडों"], note: 'the period, in the singular: "अनियमित पीरियड", "पीरियड के दौरान"' },
  {
    use: "भ्रम या बहकी-बहकी बातें (कन्फ़्यूज़न)",
    not: ["उलझन"],
    note: "confusion, the symptom; उलझन reads as worry or perplexity",
  },
  { use: "झुनझुनी", not: ["झनझनाहट", "झुनझुनाहट", "झनझनी"], note: "tingling" },
  { use: "बैक्टीरिया", not: ["जीवाणु", "जीवाणुओं"], note: 'bacteria: "बैक्टीरिया की पहचान (ऑर्गेनिज़्म आइडेंटिफ़िकेशन)"' },
  {
    use: "पेशाब की थैली (ब्लैडर), पेशाब की नली",
    not: ["मूत्राशय", "मूत्रनली", "मूत्रनलियों"],
    note: "the bladder and the ureters in everyday words (no मूत्र- words)",
  },
  { use: "pH (अम्लता)", not: ["अम्लता (pH)"], note: "the abbreviation first, as the report prints it; the Hindi as its gloss" },
  { use: "चर्बी (फ़ैट)", not: ["वसा"], note: "fat, as the triglycerides and urine-ketones pages say" },
  { use: "112 पर कॉल करें", not: ["कॉल करें 112", "कॉल करें: 112"], note: "the verb comes last" },
  { use: "दवाएँ", not: ["दवाइयाँ", "दवाइयों", "दवाइयां"], note: "medicines (दवाओं in the oblique)" },
];

/** One spelling per word: nukta, chandrabindu and the English vowel ऑ. */
export const spellings: readonly Preferred[] = [
  { use: "प्रोफ़ाइल", not: ["प्रोफाइल"], note: "profile" },
  { use: "फ़ुल", not: ["फुल"], note: "full" },
  { use: "एंज़ाइम", not: ["एंजाइम"], note: "enzyme" },
  { use: "स्टेज", not: ["स्टेज़"], note: "stage (a j sound, no nukta)" },
  { use: "क्रॉनिक", not: ["क्रोनिक"], note: "chronic" },
  { use: "डायग्नोस्टिक", not: ["डायग्नॉस्टिक"], note: "diagnostic" },
  { use: "हीमैटोलॉजी", not: ["हीमेटोलॉजी"], note: "haematology" },
  { use: "प्रेग्नेंसी", not: ["प्रेगनेंसी"], note: "pregnancy, in a test's or package's name" },
  { use: "ज़रूरी", not: ["जरूरी"], note: "" },
  { use: "ज़रूरत", not: ["जरूरत"], note: "" },
  { use: "ज़्यादा", not: ["ज्यादा"], note: "" },
  { use: "ज़्यादातर", not: ["ज्यादातर"], note: "" },
  { use: "फ़ोन", not: ["फोन"], note: "" },
  { use: "फ़ॉर्म", not: ["फॉर्म", "फार्म"], note: "" },
  { use: "मुफ़्त", not: ["मुफ्त"], note: "" },
  { use: "सिर्फ़", not: ["सिर्फ"], note: "" },
  { use: "साफ़", not: ["साफ"], note: "" },
  { use: "तकलीफ़", not: ["तकलीफ"], note: "" },
  { use: "मरीज़", not: ["मरीज"], note: "" },
  { use: "मरीज़ों", not: ["मरीजों"], note: "" },
  { use: "चीज़ें", not: ["चीजें"], note: "" },
  { use: "इंतज़ार", not: ["इंतजार"], note: "" },
  { use: "डायबिटीज़", not: ["डायबिटीज", "डायबीटीज़"], note: "" },
  { use: "ग्लूकोज़", not: ["ग्लूकोज"], note: "" },
  { use: "ऑफ़िस", not: ["ऑफिस"], note: "" },
  { use: "सर्टिफ़िकेट", not: ["सर्टिफिकेट"], note: "" },
  { use: "फ़िल्टर", not: ["फिल्टर"], note: "" },
  { use: "फ़ोटो", not: ["फोटो"], note: "" },
  { use: "कमज़ोरी", not: ["कमजोरी"], note: "" },
  { use: "ज़िम्मेदार", not: ["जिम्मेदार"], note: "" },
  { use: "फ़ंक्शन", not: ["फंक्शन"], note: "" },
  { use: "आँत", not: ["आंत"], note: "intestine (आंतरिक, internal, keeps ं)" },
  { use: "आँकड़े", not: ["आंकड़े"], note: "" },
  { use: "आँकड़ों", not: ["आंकड़ों"], note: "" },
  { use: "उँगली", not: ["उंगली"], note: "" },
  { use: "उँगलियों", not: ["उंगलियों"], note: "" },
  { use: "धुँधला", not: ["धुंधला"], note: "" },
  { use: "फफूँद", not: ["फफूंद"], note: "mould" },
  { use: "कँपकँपी", not: ["कंपकंपी"], note: "" },
  { use: "कृपया", not: ["कृप्या", "क्रपया"], note: "" },
  { use: "स्वास्थ्य", not: ["स्वास्थ"], note: "" },
  { use: "डॉक्टर", not: ["डाक्टर", "डोक्टर"], note: "" },
  { use: "थायरॉइड", not: ["थायराइड", "थायरॉयड"], note: "" },
  { use: "कोलेस्ट्रॉल", not: ["कोलेस्ट्रोल", "कॉलेस्ट्रॉल"], note: "" },
  { use: "लिवर", not: ["लीवर"], note: "" },
  { use: "इमरजेंसी", not: ["इमर्जेंसी", "इमरजेन्सी"], note: "" },
  { use: "एक्स-रे", not: ["एक्सरे", "एक्स रे"], note: "" },
  { use: "ईमेल", not: ["ई-मेल", "इमेल"], note: "" },
  { use: "चेकअप", not: ["चेक-अप"], note: "" },
  { use: "टेक्नीशियन", not: ["टेक्निशियन"], note: "" },
  { use: "आमतौर पर", not: ["आम तौर पर"], note: "usually, one word" },
  {
    use: "कंप्लीट",
    not: ["कम्प्लीट"],
    note: "ं for a nasal consonant before another (as सैंपल, कंप्यूटर); a search alias may keep कम्प्लीट, as people type it.",
    allowedInFields: ["aliases"],
  },
  { use: "एंबुलेटरी", not: ["एम्बुलेटरी"], note: "ambulatory" },
  { use: "एंबुलेंस", not: ["एम्बुलेंस"], note: "ambulance" },
  { use: "सिंप्लेक्स", not: ["सिम्प्लेक्स"], note: "simplex" },
  { use: "ओवुलेशन", not: ["ओव्यूलेशन"], note: "ovulation" },
];

/** The आप register: no तुम or तू, and no imperative of theirs (-ओ); write -एँ or -इए. */
export const register: readonly Preferred[] = [
  {
    use: "आप",
    not: ["तुम", "तू", "तुम्हें", "तुम्हारा", "तुम्हारे", "तुम्हारी", "तेरा", "तेरे", "तेरी", "तुझे", "तुमको", "तुझको"],
    note: "the reader is always आप",
  },
  {
    use: "-एँ / -इए (करें, कीजिए)",
    not: [
      "करो",
      "भरो",
      "जाओ",
      "आओ",
      "रखो",
      "बताओ",
      "पढ़ो",
      "देखो",
      "लिखो",
      "खाओ",
      "पियो",
      "पीओ",
      "लाओ",
      "भेजो",
      "चुनो",
      "पूछो",
      "रहो",
      "बचो",
      "छोड़ो",
      "दबाओ",
      "लगाओ",
      "सुनो",
      "बुलाओ",
    ],
    note: "imperatives of the आप register",
  },
];

/**
 * The nukta: on ज़ and फ़ wherever the word is said with z or f (ज़रूरी, फ़ोन, मुफ़्त, तकलीफ़), and ड़ ढ़ where
 * the word has them (पड़ना, पढ़ें); never on क, ख or ग (खास, बुखार, दिमाग, कानून): they are said as plain
 * क ख ग in everyday Hindi. A person's name keeps its owner's spelling.
 */
export const nukta = {
  never: ["क", "ख", "ग"],
  names: ["क़ुरैशी"],
} as const;

/** Words that look like one word spelt two ways but are two words. */
export const differentWords: readonly (readonly [string, string])[] = [
  ["लोग", "लॉग"],
  ["कोड", "कॉड"],
];

/** Abbreviations that end in a dot inside Hindi text. */
export const abbreviations: readonly string[] = ["डॉ"];

/** The fields that hold a test's or package's name, written "Hindi (English)" (or an abbreviation alone). */
export const nameFields: readonly { readonly folder: string; readonly field: string }[] = [
  { folder: "test-facts", field: "label" },
  { folder: "tests", field: "name" },
  { folder: "department-tests", field: "name" },
  { folder: "packages", field: "name" },
  { folder: "home-care-packages", field: "title" },
];
