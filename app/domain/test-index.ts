/**
 * "All tests A–Z" (/all-tests, /all-tests/2, …): every single test by name, in pages of a fixed size, so
 * every test's page is reached by a plain link with JavaScript off and no page grows with the menu
 * (docs/decisions/041-all-tests-a-to-z.md). Pure: the route passes the catalogue's tests and the locale.
 */

import type { HomeVisit } from "./test-facts.ts";

/** Tests on one page of the index: the page's weight stays the same however long the menu grows. */
export const TESTS_PER_INDEX_PAGE = 100;

export interface IndexedTest {
  id: number;
  name: string;
  price: number;
  /** A test done on a paid home visit: what the visit adds (./home-visit-price.ts). */
  homeVisit?: HomeVisit;
  untranslated?: true;
}

export interface TestIndexPage {
  /** 1-based. */
  page: number;
  path: string;
  tests: IndexedTest[];
  /** The first and last names of the page, for its place in the index ("Aldolase – Cortisol"). */
  first: string;
  last: string;
}

/** The address of a page of the index: the first is /all-tests itself. */
export function testIndexPath(page: number): string {
  return page <= 1 ? "/all-tests" : `/all-tests/${page}`;
}

/** The tests sorted by name in the language's order (then by id, so equal names keep one order), in pages. */
export function testIndexPages(tests: readonly IndexedTest[], language: string, perPage = TESTS_PER_INDEX_PAGE): TestIndexPage[] {
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  const sorted = [...tests].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  const pages: TestIndexPage[] = [];
  for (let start = 0; start < sorted.length; start += perPage) {
    const slice = sorted.slice(start, start + perPage);
    const page = pages.length + 1;
    pages.push({ page, path: testIndexPath(page), tests: slice, first: slice[0]!.name, last: slice.at(-1)!.name });
  }
  return pages;
}

/** How many pages the index has for this many tests (at least one, which then says there are none). */
export function testIndexPageCount(testCount: number, perPage = TESTS_PER_INDEX_PAGE): number {
  return Math.max(1, Math.ceil(testCount / perPage));
}

/** Pages on either side of the current one that its thumb index names. */
export const INDEX_WINDOW_RADIUS = 1;

/**
 * The pages a page of the index links to, so that its weight stays the same however many pages there
 * are: the first, the last and those within `radius` of the current one, with a gap (`null`) where pages
 * are left out. Every page is still reached by plain links, a few at a time.
 */
export function indexWindow(pageCount: number, current: number, radius = INDEX_WINDOW_RADIUS): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page++) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= radius) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * A name cut to at most `max` characters (letters as they are read: a Devanagari letter keeps its vowel
 * sign): a longer name loses its brackets first (the English or the abbreviation a Hindi name carries),
 * then its end, marked "…".
 */
export function shortName(name: string, max: number): string {
  const letters = (text: string) => [...graphemes.segment(text)].map((part) => part.segment);
  const short = letters(name).length > max ? name.replace(/\s*\(.*$/, "") || name : name;
  const kept = letters(short);
  return kept.length > max
    ? `${kept
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : short;
}
