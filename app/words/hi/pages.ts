import type { pages as english } from "#app/words/en/pages.ts";

export const pages: typeof english = {
  about: {
    eyebrow: "हमारे बारे में",
    title: "जाँच, आपके घर के पास",
    findTest: "टेस्ट खोजें",
    contact: "संपर्क करें",
    atAGlance: "एक नज़र में",
    visionAndMission: "हमारा विज़न और मिशन",
    vision: "हमारा विज़न",
    mission: "हमारा मिशन",
  },
  gallery: {
    eyebrow: "गैलरी",
    title: "Health+ Diagnostics के अंदर की झलक",
    lead: "हमारे सेंटरों, आपके टेस्ट करने वाली मशीनों, हर रिपोर्ट के पीछे काम करने वाले लोगों और समुदाय के लिए हमारे हेल्थ कार्यक्रमों की एक झलक।",
    images: "तस्वीरें",
    findCentre: "अपने पास का सेंटर खोजें",
    about: "हमारे बारे में",
  },
  press: {
    eyebrow: "समाचार और अपडेट",
    title: "Health+ Diagnostics की ताज़ा खबरें",
    lead: "नए सेंटर, नई सेवाएँ, मान्यताएँ और हमारी लैब की तकनीक।",
    stories: "खबरें",
    mediaEnquiries: "मीडिया के सवाल",
    mediaText: "प्रेस से जुड़ी जानकारी और इंटरव्यू के लिए हमारे संपर्क पेज से हमें लिखें।",
    contact: "संपर्क करें",
  },
  legal: {
    eyebrow: "कानूनी जानकारी",
    lastUpdated: (date) => `आखिरी बार बदला गया: ${date}`,
    onThisPage: "इस पेज पर",
    contactDetails: "संपर्क की जानकारी",
    email: "ईमेल:",
    phone: "फ़ोन:",
    seeAlso: "यह भी देखें:",
    privacyPolicy: "गोपनीयता नीति",
    termsOfService: "सेवा की शर्तें",
    disclaimer: "अस्वीकरण",
  },
};
