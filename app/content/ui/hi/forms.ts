import type { forms as english } from "../en/forms";

export const forms: typeof english = {
  callback: {
    formLabel: "कॉल बैक का अनुरोध करें",
    close: "बंद करें",
  },
  newsletter: {
    formLabel: "न्यूज़लेटर",
    mailBody: (email) => `कृपया ${email} को न्यूज़लेटर की सूची में जोड़ें।`,
  },
  honeypot: "इस खाने को खाली छोड़ें",
  fieldMessages: {
    fill: "कृपया यह खाना भरें।",
    choose: "कृपया सूची में से एक विकल्प चुनें।",
    email: "कृपया सही ईमेल पता लिखें, जैसे name@example.com",
  },
  noScript: {
    before: "यह फ़ॉर्म भेजने के लिए JavaScript चाहिए। कृपया",
    chat: " पर कॉल करें, हमसे यहाँ चैट करें:",
    write: "या यहाँ लिखें:",
  },
  staffLanguageNote: " (Sent from the Hindi site: please reply in Hindi.)",
};
