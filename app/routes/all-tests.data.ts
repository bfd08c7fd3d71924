import { pageHeads } from "#words/en/page-heads.ts";
import { locale } from "#words/en/locale.ts";
import { catalogue } from "#app/domain/catalogue.ts";
import { indexWindow, shortName, testIndexPages, type IndexedTest, type TestIndexPage } from "#app/domain/test-index.ts";
import { pageMeta, type PageHead } from "./page-meta.ts";

/** Every single test of the catalogue, as the index lists it. */
function indexedTests(): IndexedTest[] {
  return catalogue
    .filter((item) => item.type === "test")
    .map(({ id, name, price, untranslated, facts }) => ({
      id,
      name,
      price,
      ...(facts.homeVisit ? { homeVisit: facts.homeVisit } : {}),
      ...(untranslated ? { untranslated } : {}),
    }));
}

/** The index's pages in this build's language (the same count in every language: one test, one line). */
function pagesOfIndex(): TestIndexPage[] {
  return testIndexPages(indexedTests(), locale.htmlLang);
}

/** `/all-tests` is page 1, `/all-tests/2` … the rest (app/site-urls.ts lists the same pages). */
export function allTestsPaths() {
  const pages = pagesOfIndex();
  return [{ params: { page: undefined } }, ...pages.slice(1).map((page) => ({ params: { page: String(page.page) } }))];
}

/** How long a name in the thumb index runs, like a dictionary's guide words (the page's own line says them whole). */
const THUMB_NAME_LENGTH = 24;

/**
 * One page of the index, how many there are, and the pages its thumb index names (their names' range,
 * cut short; `null` for a gap): a bounded few, so the page weighs the same at any size of menu.
 */
export function allTestsData(param: string | undefined) {
  const pages = pagesOfIndex();
  const number = param === undefined ? 1 : Number(param);
  const page = pages.find((candidate) => candidate.page === number) ?? null;
  const thumbs = indexWindow(pages.length, page?.page ?? 1).map((n) => {
    if (n === null) return null;
    const { path, first, last } = pages[n - 1]!;
    return { page: n, path, first: shortName(first, THUMB_NAME_LENGTH), last: shortName(last, THUMB_NAME_LENGTH) };
  });
  return { page, pageCount: pages.length, thumbs };
}

export function allTestsHead(page: TestIndexPage | null): PageHead {
  const number = page?.page ?? 1;
  return pageMeta({
    title: pageHeads.allTests.title(number),
    // Each name cut to 40 characters, so the description stays within what search results show.
    description: pageHeads.allTests.description(shortName(page?.first ?? "", 40), shortName(page?.last ?? "", 40)),
    path: page?.path ?? "/all-tests",
  });
}
