import type { pageHeads as english } from "#app/words/en/page-heads.ts";
import { reportTimeIn } from "./labels.ts";

export const pageHeads: typeof english = {
  shareImageAlt: (brand) => `${brand}: दिल्ली/NCR और जम्मू-कश्मीर में लैब टेस्ट, हेल्थ पैकेज और घर से सैंपल कलेक्शन`,
  home: {
    title: "लैब टेस्ट और घर से सैंपल कलेक्शन",
    description:
      "लैब टेस्ट, हेल्थ पैकेज और दिल्ली/NCR व जम्मू-कश्मीर में घर से मुफ़्त सैंपल कलेक्शन, NABL-मान्यता प्राप्त केंद्रीय लैब के साथ। हर टेस्ट पर रिपोर्ट का समय लिखा है।",
  },
  about: {
    title: "हमारे बारे में",
    description: "2004 से लैब जाँच, NABL-मान्यता प्राप्त केंद्रीय लैब के साथ: हमारा विज़न, मिशन, मूल्य, विभाग और मान्यताएँ।",
  },
  blog: {
    title: "सेहत से जुड़े लेख",
    description: "हमारे डॉक्टरों और स्टाफ़ के लिखे लेख: नियमित हेल्थ चेकअप, टेस्ट की तैयारी, रिपोर्ट समझना और रोज़मर्रा की सेहत।",
  },
  contact: {
    title: "संपर्क करें",
    description:
      "टेस्ट, घर से सैंपल कलेक्शन, रिपोर्ट या बिल के बारे में दिल्ली की हमारी केयर टीम को कॉल, ईमेल या संदेश भेजें। 24 घंटे सहायता लाइन; 24 घंटे के अंदर जवाब।",
  },
  corporate: {
    title: "कॉर्पोरेट हेल्थ",
    description: (lowestPrice) => `कंपनियों के लिए सालाना हेल्थ चेकअप, नौकरी से पहले की जाँच और ऑफ़िस में हेल्थ कैंप, प्रति कर्मचारी ${lowestPrice} से।`,
  },
  findTest: {
    title: "टेस्ट खोजें",
    description: "ब्लड टेस्ट, ECG, EEG, स्लीप स्टडी और हेल्थ पैकेज नाम से खोजें: कीमत, सैंपल, रिपोर्ट का समय और होम कलेक्शन के साथ।",
  },
  gallery: {
    title: "गैलरी",
    description: "दिल्ली/NCR और जम्मू-कश्मीर में हमारे सेंटर, लैब की मशीनें, होम कलेक्शन टीम और हेल्थ कैंप देखें।",
  },
  homeCare: {
    title: "घर पर जाँच (होम केयर)",
    description: (lowestPrice) => `घर पर ब्लड सैंपल, एक्स-रे, ECG, होल्टर, फेफड़ों की जाँच, EEG, नींद और नसों की जाँच; पैकेज ${lowestPrice} से।`,
  },
  locations: {
    title: "हमारे सेंटर",
    description: "दिल्ली, नोएडा, गुरुग्राम, फ़रीदाबाद, जम्मू या श्रीनगर में Health+ Diagnostics सेंटर खोजें: पता, समय, सेवाएँ और रास्ता।",
  },
  myPackage: {
    title: "मेरे टेस्ट",
    description: "आपकी अपनी टेस्ट और हेल्थ पैकेज की सूची, इसी ब्राउज़र में रखी हुई, एक संदेश में एक साथ बुक करें।",
  },
  notFound: { title: "पेज नहीं मिला", description: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।" },
  press: {
    title: "समाचार और अपडेट",
    description: "Health+ Diagnostics के समाचार: नए सेंटर, नई सेवाएँ, NABL मान्यता, साझेदारियाँ और डिजिटल रिपोर्ट।",
  },
  privacyPolicy: { description: "हम आपकी निजी और मेडिकल जानकारी कैसे लेते, इस्तेमाल करते, साझा करते और सुरक्षित रखते हैं।" },
  termsOfService: { description: "हमारी वेबसाइट इस्तेमाल करने और टेस्ट, होम कलेक्शन व हेल्थ पैकेज बुक करने पर लागू शर्तें।" },
  disclaimer: { description: "मेडिकल सलाह, टेस्ट के नतीजों, मान्यता के दावों और हमारी ज़िम्मेदारी की सीमाओं के बारे में ज़रूरी जानकारी।" },
  resources: {
    title: "मरीज़ों के लिए जानकारी",
    description: "टेस्ट की तैयारी की गाइड, होम कलेक्शन की चेकलिस्ट, आम सवालों के जवाब और Health+ Diagnostics की 24 घंटे सहायता।",
  },
  allTests: {
    title: (page) => (page > 1 ? `सभी टेस्ट, नाम के क्रम में (पेज ${page})` : "सभी टेस्ट, नाम के क्रम में"),
    description: (first, last) => `हमारे हर अलग टेस्ट की कीमत। इस पेज पर: ${first} से ${last} तक।`,
    whole: "हमारे हर अलग टेस्ट का नाम और कीमत, नाम के क्रम में, और आम बोलचाल के नाम जो उन तक ले जाते हैं।",
  },
  testGuide: {
    title: "टेस्ट की तैयारी की गाइड",
    description: "हेल्थ पैकेज और सबसे ज़्यादा पूछे जाने वाले टेस्ट की तैयारी की प्रिंट करने लायक गाइड: खाली पेट, सैंपल, रिपोर्ट का समय और कीमत।",
  },
  thankYou: { title: "धन्यवाद", description: "आपका संदेश हमारी केयर टीम तक पहुँच गया है। हम 24 घंटे के अंदर जवाब देते हैं।" },
  healthPackages: {
    title: "हेल्थ पैकेज",
    description: "फ़ुल बॉडी चेकअप, महिलाओं की सेहत, एलर्जी और खास हेल्थ पैकेज, दिल्ली/NCR और जम्मू-कश्मीर में घर से मुफ़्त सैंपल कलेक्शन के साथ।",
  },
  healthPackageCategory: {
    title: (category) => `${category} – हेल्थ पैकेज`,
    description: (categoryDescription, count) => `${categoryDescription}: ${count} पैकेज, कीमत, पैरामीटर और घर से मुफ़्त सैंपल कलेक्शन के साथ।`,
  },
  categoryNotFound: { title: "श्रेणी नहीं मिली", description: "आप हेल्थ पैकेज की जो श्रेणी ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  packageDetails: {
    facts: (parameters, reportTime, price) => `${parameters} पैरामीटर, रिपोर्ट ${reportTimeIn(reportTime, "में")}, ${price}।`,
  },
  packageNotFound: { title: "पैकेज नहीं मिला", description: "आप जो हेल्थ पैकेज ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  testDetails: {
    facts: (sample, reportTime, price, homeCollection) =>
      `सैंपल: ${sample}, रिपोर्ट ${reportTimeIn(reportTime, "में")}, ${price}${homeCollection ? ", होम कलेक्शन उपलब्ध" : ""}।`,
  },
  testNotFound: { title: "टेस्ट नहीं मिला", description: "आप जो टेस्ट ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  services: {
    title: "हमारी सेवाएँ",
    description: "पैथोलॉजी, रेडियोलॉजी, कार्डियोलॉजी और न्यूरोलॉजी विभाग, दिल्ली/NCR और जम्मू-कश्मीर में घर पर जाँच के साथ।",
  },
  laboratoryDepartments: {
    title: "हमारे लैब विभाग",
    description: "हमारे सभी लैब विभाग: पैथोलॉजी, रेडियोलॉजी, कार्डियोलॉजी और न्यूरोलॉजी।",
  },
  service: { title: (department) => `${department} सेवाएँ` },
  serviceNotFound: { title: "सेवा नहीं मिली", description: "आप जो सेवा ढूँढ रहे हैं, वह मौजूद नहीं है।" },
  shells: {
    articleFilterLabel: "लेखों को श्रेणी से छाँटें",
    noArticles: "कोई लेख नहीं मिला",
    noArticlesHint: "कोई दूसरी श्रेणी चुनकर देखें",
    flagshipCarousel: "हमारी खास सेवाएँ",
    centreFilterLabel: "सेंटरों को शहर से छाँटें",
    allCentres: "सभी सेंटर",
    centresShown: "सेंटर दिख रहे हैं",
    onOurCentres: "‘हमारे सेंटर’ पेज पर",
    goHome: "होम पेज पर जाएँ",
    findTest: "टेस्ट खोजें",
  },
};
