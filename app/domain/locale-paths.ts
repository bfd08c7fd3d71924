/**
 * The site's two languages share one set of paths (docs/decisions/026-hindi-second-build.md): English
 * at the root ("/find-test"), Hindi under "/hi" ("/hi/find-test", the home page "/hi"). Plain
 * TypeScript without imports: the build config (sitemap) and the tests load it outside Vite.
 */

/** Each language's path prefix and its `hreflang`; the first is the default (`x-default`). */
export const siteLanguages = [
  { code: "en", prefix: "", hreflang: "en-IN" },
  { code: "hi", prefix: "/hi", hreflang: "hi-IN" },
] as const;

export type LanguageCode = (typeof siteLanguages)[number]["code"];

/** A site path ("/about", "/find-test?q=lipid", "/") in the language with this prefix ("/hi/about", "/hi"). */
export function localePath(prefix: string, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`A site path starts with one "/": "${path}"`);
  if (!prefix) return path;
  if (path === "/" || /^\/[?#]/.test(path)) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** A page's path without its language prefix, and the language: "/hi/about" → { "/about", "hi" }. */
export function pathLanguage(pathname: string): { path: string; code: LanguageCode } {
  for (const language of siteLanguages) {
    if (!language.prefix) continue;
    if (pathname === language.prefix || /^[?#]/.test(pathname.slice(language.prefix.length)) || pathname.startsWith(`${language.prefix}/`))
      return { path: pathname.slice(language.prefix.length).replace(/^(?=[?#]|$)/, "/"), code: language.code };
  }
  return { path: pathname, code: siteLanguages[0].code };
}

/** The same page in another language: "/find-test?q=lipid" → "/hi/find-test?q=lipid". */
export function samePageIn(pathname: string, code: LanguageCode): string {
  const language = siteLanguages.find((l) => l.code === code) ?? siteLanguages[0];
  return localePath(language.prefix, pathLanguage(pathname).path);
}

/** A page's alternates in every language, then `x-default` (the English page), as absolute URLs. */
export function languageAlternates(origin: string, path: string): { hreflang: string; href: string }[] {
  const base = origin.replace(/\/+$/, "");
  const english = pathLanguage(path).path;
  return [
    ...siteLanguages.map((language) => ({ hreflang: language.hreflang, href: `${base}${localePath(language.prefix, english)}` })),
    { hreflang: "x-default", href: `${base}${english}` },
  ];
}
