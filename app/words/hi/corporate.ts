import type { corporate as english } from "#app/words/en/corporate.ts";
import { reportTimeIn } from "./labels.ts";

export const corporate: typeof english = {
  getCustomQuote: "अपना कोटेशन पाएँ",
  scheduleDemo: "डेमो का समय तय करें",
  impact: "हमारा असर",
  mostPopular: "खास पैकेज",
  getQuote: "कोटेशन पाएँ",
  perEmployee: " प्रति कर्मचारी",
  tests: (count) => `${count} पैरामीटर`,
  andMeasurements: "और माप",
  reportsWithin: (time) => `रिपोर्ट ${reportTimeIn(time, "के अंदर")}`,
  beforeTheSample: "सैंपल से पहले",
  cta: {
    title: "अपनी टीम के लिए सेहतमंद साल की योजना बनाएँ",
    text: "अपनी टीम में कितने लोग हैं और वे कहाँ-कहाँ हैं, यह बताइए; हम 24 घंटे के अंदर आपके हिसाब से बना प्रस्ताव भेजेंगे।",
  },
};
