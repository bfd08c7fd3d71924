// The language of a build (docs/decisions/026-hindi-second-build.md, docs/decisions/066-language-as-an-import-condition.md).
// Each language is one `astro build` of the same pages (scripts/astro-build.mjs). Code imports the words and
// the compiled content by language-neutral paths (#words/<name>, #content/generated/<name>.json), and
// package.json's "imports" map each to its English file, or with the import condition "hi" to its Hindi twin;
// a Hindi build resolves with that condition. So an English page's scripts hold no Hindi byte and a Hindi
// page's no English word, and no component passes a language down.
import { cpSync } from "node:fs";
import path from "node:path";

/** The locales a build can be of; the first is the default, at the site's root. */
export const LOCALES = ["en", "hi"];
export const DEFAULT_LOCALE = "en";

/**
 * The content's data files, content/<locale>/ of each language, copied from one root to another: what a
 * compile of changed content reads, without the content's code or its generated output (which grows with
 * the menu).
 */
export function copyContentData(fromRoot, toRoot) {
  for (const locale of LOCALES) cpSync(path.join(fromRoot, "content", locale), path.join(toRoot, "content", locale), { recursive: true });
}

/** The build's language: SITE_LOCALE, else English. */
export function buildLocale(env = process.env) {
  const locale = env.SITE_LOCALE ?? DEFAULT_LOCALE;
  if (!LOCALES.includes(locale)) throw new Error(`SITE_LOCALE is "${locale}"; the site's languages are ${LOCALES.join(", ")}`);
  return locale;
}

/**
 * A module of the app as a build of `locale` sees it, outside Astro's own build: what the build's
 * integration writes once per language from the content (the patient guides, scripts/download-pdfs.mjs).
 */
export async function importInLocale(file, locale) {
  const [{ runnerImport }, { languageCondition }] = await Promise.all([import("vite"), import("./language-condition.mjs")]);
  const { module } = await runnerImport(path.resolve(file), {
    configFile: false,
    logLevel: "error",
    plugins: [languageCondition(locale)],
  });
  return module;
}
