import type { forms as english } from "#app/words/en/forms.ts";

export const forms: typeof english = {
  callback: {
    formLabel: "कॉल बैक का अनुरोध करें",
    close: "बंद करें",
  },
  newsletter: {
    formLabel: "न्यूज़लेटर",
    mailBody: (email) => `कृपया ${email} को न्यूज़लेटर की सूची में जोड़ें।`,
  },
  honeypot: "इसे खाली छोड़ें",
  pressAgain: (button) => `अभी भेजा नहीं गया है। कृपया अपनी जानकारी एक बार देख लें, फिर “${button}” दोबारा दबाएँ।`,
  noScript: {
    before: "यह फ़ॉर्म भेजने के लिए JavaScript चाहिए। कृपया",
    chat: " पर कॉल करें, हमसे यहाँ चैट करें:",
    write: "या यहाँ लिखें:",
    end: "।",
  },
  staffLanguageNote: " (Sent from the Hindi site: please reply in Hindi.)",
};
