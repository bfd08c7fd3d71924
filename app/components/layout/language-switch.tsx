import { samePageIn, type LanguageCode } from "#app/domain/locale-paths.ts";
import { shell } from "#words/shell.ts";

/**
 * The link to the same page in the other language (docs/decisions/026-hindi-second-build.md): a plain
 * link, so it works before any script; the page's pre-hydration script adds the address's query on the
 * way (`data-keep-query`: the find-test search, filters and page). The choice is the URL alone: no
 * cookie, no redirect by the browser's language. Rendered as static HTML inside the header bar.
 */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  const code = shell.otherLanguageCode as LanguageCode;
  return (
    <a
      href={samePageIn(pathname, code)}
      hrefLang={code}
      lang={code}
      data-keep-query=""
      aria-label={shell.otherLanguageLabel}
      className="font-language-switch inline-flex min-h-11 min-w-16 shrink-0 items-center justify-center rounded-control border border-ink-200 px-3 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
    >
      {shell.otherLanguage}
    </a>
  );
}
