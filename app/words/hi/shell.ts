import type { shell as english } from "#app/words/en/shell.ts";

export const shell: typeof english = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  otherLanguage: "English",
  otherLanguageCode: "en",
  otherLanguageLabel: "Read this page in English",
};
