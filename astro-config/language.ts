import type { PageRoute } from "#app/routes.ts";
import { buildLocale, DEFAULT_LOCALE, LOCALES } from "#scripts/locale-modules.mjs";

// Each language is a build of its own (scripts/astro-build.mjs, docs/decisions/026-hindi-second-build.md):
// a Hindi build writes the same pages under /hi into build/locales/hi/, and the English build, the last,
// takes them in before it writes the sitemap, the header plans and the compressed files of the whole site.

/** This build's language: SITE_LOCALE, else English. */
export const locale = buildLocale();
const isDefaultLocale = locale === DEFAULT_LOCALE;

/** Where this build writes its pages: the site's own folder, or the one the default language's build takes them in from. */
export function pagesFolderOf(buildDir: string): string {
  return isDefaultLocale ? `./${buildDir}/client` : `./${buildDir}/locales/${locale}`;
}

/** The other languages' builds, taken in by the default language's (run first by scripts/astro-build.mjs). */
export const otherLocales = isDefaultLocale ? LOCALES.filter((other) => other !== DEFAULT_LOCALE) : [];

/**
 * SITE_LOCALE_BASE=/hi: a dev server of another language (scripts/dev.mjs, docs/decisions/050-dev-server-both-languages.md),
 * run with `astro dev --base /hi`, so Astro puts its pages and its own scripts under /hi and one address can serve both
 * languages. Never set for a build.
 */
const underLocaleBase = !isDefaultLocale && process.env.SITE_LOCALE_BASE === `/${locale}`;

/** A route of app/routes.ts in this build's language: the same pattern under /<locale>, but in the default language. */
export function inBuildLanguage(route: PageRoute): PageRoute {
  if (isDefaultLocale || underLocaleBase) return route;
  return { ...route, pattern: route.pattern === "/" ? `/${locale}` : `/${locale}${route.pattern}` };
}
