/**
 * The language of the pages being built (docs/decisions/026-hindi-second-build.md): each language is
 * its own build of the same pages. Code imports the words (and the generated content) by language-neutral
 * paths, #words/<name>, which package.json maps to app/words/en/ or, with the import condition of that
 * language, to its twin (docs/decisions/066-language-as-an-import-condition.md): a Hindi page gets the Hindi module.
 */
export const locale = {
  /** The content folder, and the language's entry in app/domain/locale-paths.ts (its path prefix). */
  code: "en",
  /** `<html lang>`. */
  htmlLang: "en-IN",
  /** Numbers, prices and dates (`Intl`). */
  intl: "en-IN",
  /** Open Graph's `og:locale`. */
  ogLocale: "en_IN",
  /** The language's own name, on the switch that leads to it. */
  name: "English",
} as const;

/** A language's settings (the Hindi module has the same shape). */
export interface LocaleSettings {
  readonly code: string;
  readonly htmlLang: string;
  readonly intl: string;
  readonly ogLocale: string;
  readonly name: string;
}
