import { catalogue } from "#app/domain/catalogue.ts";
import {
  LEGACY_INDEX_PAGES,
  indexWindow,
  letterBar,
  shortName,
  testIndexPages,
  type IndexedTest,
  type SeeRow,
  type TestIndexPage,
} from "#app/domain/test-index.ts";
import { indexSeeRows } from "#content/all-tests.ts";
import { locale } from "#words/locale.ts";
import { pageHeads } from "#words/page-heads.ts";
import { pageMeta, type PageHead } from "./page-meta.ts";

const singleTests = () => catalogue.filter((item) => item.type === "test");

/** Every single test of the catalogue, as the index lists it. */
function indexedTests(): IndexedTest[] {
  return singleTests().map(({ id, name, price, untranslated, facts }) => ({
    id,
    name,
    price,
    ...(facts.homeVisit ? { homeVisit: facts.homeVisit } : {}),
    ...(untranslated ? { untranslated } : {}),
  }));
}

/** The staff's see rows, each with the name of the test it points to in this language. */
function seeRows(): SeeRow[] {
  const tests = new Map(singleTests().map((test) => [test.id, test]));
  return indexSeeRows.flatMap(({ name, test }) => {
    const target = tests.get(test);
    return target
      ? [{ name, target: { id: target.id, name: target.name, ...(target.untranslated ? { untranslated: true as const } : {}) } }]
      : [];
  });
}

/** The index's pages in this build's language (the same count in every language: one test, one line; one see row, one line). */
function pagesOfIndex(): TestIndexPage[] {
  return testIndexPages(indexedTests(), seeRows(), locale.htmlLang);
}

/**
 * `/all-tests` is page 1, `/all-tests/2` … the rest (app/site-urls.ts lists the same pages); the pages
 * of the index as it was numbered before (up to `LEGACY_INDEX_PAGES`) stay, showing page 1.
 */
export function allTestsPaths() {
  const count = Math.max(pagesOfIndex().length, LEGACY_INDEX_PAGES);
  return [{ params: { page: undefined } }, ...Array.from({ length: count - 1 }, (_, i) => ({ params: { page: String(i + 2) } }))];
}

/** How long a name in the thumb index runs, like a dictionary's guide words (the page's own line says them whole). */
const THUMB_NAME_LENGTH = 24;

/**
 * One page of the index (an old page number past the last shows the first, `movedFrom` saying so), how
 * many there are, the letter bar, and the pages its thumb index names when there are more than one
 * (their names' range, cut short; `null` for a gap): a bounded few, so the page weighs the same at any
 * size of menu.
 */
export function allTestsData(param: string | undefined) {
  const pages = pagesOfIndex();
  const number = param === undefined ? 1 : Number(param);
  const found = pages.find((candidate) => candidate.page === number);
  const page = found ?? pages[0] ?? null;
  const thumbs =
    pages.length > 1
      ? indexWindow(pages.length, page?.page ?? 1).map((n) => {
          if (n === null) return null;
          const { path, first, last } = pages[n - 1]!;
          return { page: n, path, first: shortName(first, THUMB_NAME_LENGTH), last: shortName(last, THUMB_NAME_LENGTH) };
        })
      : [];
  return { page, moved: found === undefined && number > 1, pageCount: pages.length, letters: letterBar(pages, locale.htmlLang), thumbs };
}

export function allTestsHead(page: TestIndexPage | null, pageCount: number): PageHead {
  const number = page?.page ?? 1;
  return pageMeta({
    title: pageHeads.allTests.title(number),
    // One page: what it holds; one of several, its range, each name cut to 40 characters, so the
    // description stays within what search results show.
    description:
      pageCount > 1
        ? pageHeads.allTests.description(shortName(page?.first ?? "", 40), shortName(page?.last ?? "", 40))
        : pageHeads.allTests.whole,
    path: page?.path ?? "/all-tests",
  });
}
