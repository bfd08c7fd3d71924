import type { homeCarePackageWords as english } from "#app/words/en/home-care-package-words.ts";

export const homeCarePackageWords: typeof english = {
  visits: (count) => `${count} होम विज़िट`,
  covers: (tests, extras, visits) =>
    `${tests} टेस्ट${extras > 0 ? `, ${extras} ${extras === 1 ? "अतिरिक्त सेवा" : "अतिरिक्त सेवाएँ"}` : ""} और ${visits}, सब एक ही कीमत में`,
  included: (visits) => `${visits} शामिल`,
};
