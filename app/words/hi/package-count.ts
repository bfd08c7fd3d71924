import type { packageCountWords as english } from "#app/words/en/package-count.ts";

export const packageCountWords: typeof english = {
  items: (count) => `${count} आइटम`,
  toggled: (name, added, count) => `${added ? "मेरे टेस्ट में जोड़ा गया" : "मेरे टेस्ट से हटाया गया"}: ${name} (${count})`,
  full: (max, name) => `मेरे टेस्ट में ज़्यादा से ज़्यादा ${max} आइटम रह सकते हैं। ${name} जोड़ने के लिए कोई आइटम हटाएँ।`,
};
