import type { bookingMessageWords as english } from "#app/words/en/booking-message-words.ts";

export const bookingMessageWords: typeof english = {
  greeting: "नमस्ते, मुझे ये टेस्ट बुक करने हैं:",
  item: (position, name, price) => `${position}. ${name}: ${price}`,
  more: (hidden) => `…और ${hidden} टेस्ट`,
  total: (total, count) => `कुल: ${total} (${count})`,
  unmatched: "मेरी पर्ची (प्रिस्क्रिप्शन) पर ये भी लिखे हैं, जैसे लिखे हैं (इनके बारे में कृपया फ़ोन करें):",
  unmatchedLine: (line) => `- ${line}`,
  moreLines: (hidden) => `…और ${hidden} लाइनें`,
  homeCollection: "होम कलेक्शन",
  homeCollectionAt: (pin) => `होम कलेक्शन, पिन कोड ${pin}`,
  centreVisit: "किसी सेंटर पर विज़िट",
  centreVisitAt: (centreName) => `${centreName} सेंटर पर विज़िट`,
  when: (when) => `पसंद का समय: ${when}`,
  name: (name) => `नाम: ${name}`,
  note: (note) => `नोट: ${note}`,
  reminder: (fasting) => `याद रखें: ${fasting}।`,
  closing: "कृपया बुकिंग पक्की करें और बताएँ कि आगे क्या करना है।",
};
