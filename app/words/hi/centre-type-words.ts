import type { centreTypeWords as english } from "#app/words/en/centre-type-words.ts";

export const centreTypeWords: typeof english = {
  "full-service": "संपूर्ण सेवाएँ",
  "pathology-imaging": "पैथोलॉजी + इमेजिंग",
};
