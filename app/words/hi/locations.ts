import type { locations as english } from "#app/words/en/locations.ts";

export const locations: typeof english = {
  eyebrow: "हमारे सेंटर",
  title: (count) => `दिल्ली/NCR और जम्मू-कश्मीर में ${count} सेंटर`,
  lead: (listNote) => `ब्लड टेस्ट, एक्स-रे, ECG और दूसरी जाँचों के लिए सीधे सेंटर आएँ, या अपने पास के सेंटर से घर से मुफ़्त सैंपल पिकअप बुक करें। ${listNote}`,
  centreList: "सेंटरों की सूची",
  help: {
    title: "सेंटर खोजने में मदद चाहिए?",
    text: "हमारी सहायता टीम 24 घंटे, सातों दिन आपके पास का सेंटर खोजने या घर से सैंपल पिकअप तय करने में मदद करती है।",
    call: (phone) => `${phone} पर कॉल करें`,
    chatMessage: "नमस्ते, मुझे Health+ Diagnostics का सबसे पास का सेंटर खोजने में मदद चाहिए।",
    chat: "व्हाट्सऐप पर चैट करें",
  },
  centre: {
    address: "पता",
    hours: "समय",
    phone: "फ़ोन",
    more: "सेवाएँ, लैंडमार्क और पहुँच",
    landmark: "लैंडमार्क",
    services: "सेवाएँ",
    highlights: "खास बातें",
    directions: "रास्ता देखें",
    directionsTo: (centre) => `: ${centre} तक`,
    bookTest: "टेस्ट बुक करें",
    bookAt: (centre) => `: ${centre} में`,
  },
  regions: { Delhi: "दिल्ली", NCR: "NCR", "Jammu & Kashmir": "जम्मू-कश्मीर" },
};
