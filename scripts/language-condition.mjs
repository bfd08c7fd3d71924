// The language of a build as an import condition (docs/decisions/066-language-as-an-import-condition.md): package.json's
// "imports" map #words/<name> and #content/generated/<name>.json to the English file, or with the condition "hi" to
// its Hindi twin. Apart from scripts/locale-modules.mjs, which the content's own code imports for its languages:
// this one imports Vite.
import { defaultClientConditions, defaultServerConditions } from "vite";
import { DEFAULT_LOCALE } from "./locale-modules.mjs";

/**
 * The Vite plugin: every environment of a build of `locale` (the browser's, the pages' rendering, a module
 * runner's) resolves imports with the condition `locale` besides its own. Vite applies an environment's
 * conditions to package.json's "imports" too. The default language adds none: "default" is English.
 */
export function languageCondition(locale) {
  return {
    name: "language-condition",
    configEnvironment(name, options) {
      if (locale === DEFAULT_LOCALE) return;
      // Conditions already set are kept (Vite joins the lists); unset, Vite's defaults would be replaced, so they come too.
      if (options.resolve?.conditions) return { resolve: { conditions: [locale] } };
      const consumer = options.consumer ?? (name === "client" ? "client" : "server");
      return { resolve: { conditions: [locale, ...(consumer === "client" ? defaultClientConditions : defaultServerConditions)] } };
    },
  };
}
