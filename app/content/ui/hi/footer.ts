import type { footer as english } from "../en/footer";

export const footer: typeof english = {
  quickLinks: "मुख्य लिंक",
  explore: "और देखें",
  policies: "नीतियाँ",
  followUs: "हमें फ़ॉलो करें",
  links: {
    about: "हमारे बारे में",
    findTest: "टेस्ट खोजें",
    services: "सेवाएँ",
    resources: "जानकारी और गाइड",
    blog: "ब्लॉग",
    privacy: "गोपनीयता नीति",
    terms: "सेवा की शर्तें",
    disclaimer: "अस्वीकरण",
    healthPackages: "हेल्थ पैकेज",
    homeCare: "होम केयर",
    corporate: "कॉर्पोरेट हेल्थ",
    centres: "हमारे सेंटर",
    gallery: "गैलरी",
    news: "समाचार और अपडेट",
  },
  social: { youtube: "यूट्यूब", instagram: "इंस्टाग्राम", facebook: "फ़ेसबुक", linkedin: "लिंक्डइन", chat: "व्हाट्सऐप चैट" },
  supportNote: "(24 घंटे, बुकिंग और रिपोर्ट)",
  emergencyBefore: "मेडिकल इमरजेंसी: कॉल करें",
  headOffice: "मुख्य कार्यालय:",
  hoursBefore: (hours) => `मुख्य कार्यालय का समय: ${hours}। सेंटरों का समय अलग-अलग है:`,
  seeCentres: "हमारे सेंटर देखें",
  rights: (brand, year) => `© ${year} ${brand}. सर्वाधिकार सुरक्षित।`,
  badgeLine: (accreditation, testsBadge) =>
    `${accreditation} · हमारी टेस्ट सूची में ${testsBadge} · हर टेस्ट पर रिपोर्ट का समय लिखा है · घर से सैंपल लेना मुफ़्त`,
};
