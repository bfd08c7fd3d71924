// The language of a build (docs/decisions/026-hindi-second-build.md). Each language is one `astro build`
// of the same pages (scripts/astro-build.mjs); code always imports the English modules, and this Vite
// plugin hands a Hindi build their Hindi twins: app/words/en/<name> → app/words/hi/<name>, and
// content/generated/en/<name>.json → content/generated/hi/<name>.json. So an English page's
// scripts hold no Hindi byte and a Hindi page's no English word, and no component passes a language down.
import { cpSync, existsSync } from "node:fs";
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

const ENGLISH_MODULE = /([\\/](?:app[\\/]words|content[\\/]generated)[\\/])en([\\/])/;

/** The module a build of `locale` loads instead of the English `id` (a resolved path); `id` itself when none. */
export function localeModuleOf(id, locale) {
  if (locale === DEFAULT_LOCALE || !ENGLISH_MODULE.test(id)) return id;
  return id.replace(ENGLISH_MODULE, `$1${locale}$2`);
}

/** The Vite plugin: every English language module resolved to the build's language. */
export function localeModules(locale) {
  return {
    name: "locale-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (locale === DEFAULT_LOCALE || !/(^#|[\\/])(words|generated)[\\/]en[\\/]/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = localeModuleOf(resolved.id.split("?")[0], locale);
      if (!existsSync(id)) throw new Error(`locale-modules: ${resolved.id} has no ${locale} twin (${id})`);
      return { ...resolved, id: id + (resolved.id.includes("?") ? resolved.id.slice(resolved.id.indexOf("?")) : "") };
    },
  };
}

/**
 * A module of the app as a build of `locale` sees it, outside Astro's own build: what the build's
 * integration writes once per language from the content (the patient guides, scripts/download-pdfs.mjs).
 */
export async function importInLocale(file, locale) {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(path.resolve(file), {
    configFile: false,
    logLevel: "error",
    plugins: [localeModules(locale)],
  });
  return module;
}
