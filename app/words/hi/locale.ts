import type { LocaleSettings } from "#app/words/en/locale.ts";

/** Hindi pages, under /hi (the English module says how a language is chosen). */
export const locale = {
  code: "hi",
  htmlLang: "hi-IN",
  intl: "hi-IN",
  ogLocale: "hi_IN",
  name: "हिन्दी",
} as const satisfies LocaleSettings;
