import type { homeCare as english } from "#app/words/en/home-care.ts";

export const homeCare: typeof english = {
  bookingMessage: "नमस्ते, मुझे किसी जाँच के लिए घर पर विज़िट बुक करनी है।",
  bookHomeVisit: "घर पर विज़िट बुक करें",
  call: "कॉल करें:",
  bookNow: "अभी बुक करें",
  atHome: (service) => `घर पर ${service}`,
  accreditations: { eyebrow: "भरोसेमंद गुणवत्ता", title: "मान्यताएँ" },
};
