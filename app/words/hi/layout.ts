import type { layout as english } from "#app/words/en/layout.ts";

export const layout: typeof english = {
  nav: {
    home: "होम",
    about: "हमारे बारे में",
    services: "सेवाएँ",
    findTest: "टेस्ट खोजें",
    healthPackages: "हेल्थ पैकेज",
    connect: "संपर्क",
    contact: "संपर्क करें",
    allServicesAndDepartments: "सभी सेवाएँ और विभाग",
    allServices: "सभी सेवाएँ",
    mainLabel: "मुख्य",
    menu: "मेन्यू",
    call247: (phone) => `${phone} पर कॉल करें (24 घंटे सहायता लाइन)`,
  },
  header: {
    supportLine: "24 घंटे सहायता लाइन:",
    emergency: (number) => `इमरजेंसी? ${number} पर कॉल करें`,
    brandHome: (brand) => `${brand} होम पेज`,
  },
  myPackage: "मेरे टेस्ट",
  opensInNewTab: " (नए टैब में खुलता है)",
  phoneBar: {
    label: "कॉल, व्हाट्सऐप या मेरे टेस्ट",
    call: "कॉल",
    chat: "व्हाट्सऐप",
    total: "कुल",
    bookOnChat: "व्हाट्सऐप पर बुक करें",
  },
};
