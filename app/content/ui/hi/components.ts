import type { components as english } from "../en/components";

export const components: typeof english = {
  itemCard: {
    popular: "लोकप्रिय",
    bookNow: "अभी बुक करें",
    report: "रिपोर्ट:",
    fasting: "खाली पेट",
    fastingTerm: "खाली पेट:",
    noFasting: "खाली पेट रहने की ज़रूरत नहीं",
    fastingHours: (hours) => `${hours} घंटे`,
    beforeTheFast: "खाली पेट रहने से पहले:",
    where: "कहाँ",
  },
  addToPackage: {
    add: "पैकेज में जोड़ें",
    added: "जोड़ा गया",
  },
  pagination: {
    label: "पेज",
    previous: "पिछला पेज",
    next: "अगला पेज",
    page: (page) => `पेज ${page}`,
  },
  carousel: {
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    goTo: (group, groups) => `स्लाइड समूह ${group} (कुल ${groups}) पर जाएँ`,
    slide: (position, count) => `${count} में से ${position}`,
  },
  lightbox: {
    label: "तस्वीर देखें",
    previous: "पिछली तस्वीर",
    next: "अगली तस्वीर",
  },
  medicalNote: "मेडिकल नोट: ",
  safetyBox: {
    emergency: "इमरजेंसी चेतावनी",
    caution: "सुरक्षा सलाह",
  },
};
