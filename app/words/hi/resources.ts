import type { resourcesPage as english } from "#app/words/en/resources.ts";

export const resourcesPage: typeof english = {
  eyebrow: "मरीज़ों के लिए जानकारी",
  title: "आपके टेस्ट के लिए गाइड, जवाब और मदद",
  lead: "तैयारी की गाइड डाउनलोड करें, आम सवालों के जवाब पाएँ और 24 घंटे चलने वाली हमारी सहायता टीम से संपर्क करें।",
  quickAccess: "झटपट लिंक",
  downloadPdf: "PDF डाउनलोड करें",
  support: {
    line: "24 घंटे सहायता लाइन",
    emergencyBefore: "बुकिंग और रिपोर्ट के लिए। इमरजेंसी में",
    emergencyAfter: " पर कॉल करें।",
    email: "ईमेल",
    reply: "हम 24 घंटे के अंदर जवाब देते हैं।",
    chat: "व्हाट्सऐप",
    chatMessage: "नमस्ते, मेरे टेस्ट के बारे में मेरा एक सवाल है।",
    chatWithSupport: "व्हाट्सऐप पर चैट करें",
    headOffice: "मुख्य कार्यालय",
    headOfficeHours: (hours) => `मुख्य कार्यालय का समय: ${hours}`,
  },
  types: { PDF: "PDF", Video: "वीडियो" },
};
