/** The words of the document around every page (app/page-shell.astro) and the language switch. */
export const shell = {
  skipToContent: "Skip to main content",
  /** The switch to the other language: its own name, and what it does for a screen reader. */
  otherLanguage: "हिन्दी",
  otherLanguageCode: "hi",
  otherLanguageLabel: "यह पेज हिन्दी में पढ़ें",
};
