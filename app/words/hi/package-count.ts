import type { packageCountWords as english } from "#words/en/package-count.ts";

export const packageCountWords: typeof english = {
  items: (count) => `${count} आइटम`,
  toggled: (name, added, count) => `${added ? "आपके पैकेज में जोड़ा गया" : "आपके पैकेज से हटाया गया"}: ${name} (${count})`,
  full: (max, name) => `आपका पैकेज भर गया है (${max} आइटम)। ${name} जोड़ने के लिए कोई आइटम हटाएँ।`,
};
