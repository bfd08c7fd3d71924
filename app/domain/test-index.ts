/**
 * "All tests A–Z" (/all-tests): every single test by name under its letter's heading, with the "see" rows
 * of everyday names in their places, on one page while the index fits one (`INDEX_PAGE_ROWS`), so every
 * test's page is reached by a plain link with JavaScript off and no page grows with the menu
 * (docs/decisions/060-one-page-a-to-z.md; 041 before it). Pure: the route passes the catalogue's tests,
 * the see rows and the locale.
 */

import type { HomeVisit } from "./test-facts.ts";

/**
 * Rows (tests and see rows) on one page of the index: every test of today's menu fits one page; a menu
 * that outgrows it goes on in numbered pages of this many rows, so no page grows with the menu.
 */
export const INDEX_PAGE_ROWS = 250;

/** Pages of the index as it was numbered before it became one page: their URLs stay (docs/decisions/060-one-page-a-to-z.md). */
export const LEGACY_INDEX_PAGES = 3;

export interface IndexedTest {
  id: number;
  name: string;
  price: number;
  /** A test done on a paid home visit: what the visit adds (./home-visit-price.ts). */
  homeVisit?: HomeVisit;
  untranslated?: true;
}

/** An everyday name in its place among the tests, pointing to the test it means ("Creatinine, see Serum creatinine"). */
export interface SeeRow {
  name: string;
  target: { id: number; name: string; untranslated?: true };
}

export type IndexRow = ({ kind: "test" } & IndexedTest) | ({ kind: "see" } & SeeRow);

/** The rows of one letter on a page, under its heading. */
export interface IndexSection {
  letter: string;
  /** The heading's id, the letter bar's target. */
  anchor: string;
  rows: IndexRow[];
}

export interface TestIndexPage {
  /** 1-based. */
  page: number;
  path: string;
  sections: IndexSection[];
  /** The first and last names of the page, for its place in the index ("Aldolase – Cortisol"). */
  first: string;
  last: string;
}

/** The address of a page of the index: the first is /all-tests itself. */
export function testIndexPath(page: number): string {
  return page <= 1 ? "/all-tests" : `/all-tests/${page}`;
}

/** The heading of names that start with a digit or a sign. */
export const OTHER_LETTER = "0–9";
const LATIN = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
/** The letters a Hindi name starts with, in the Devanagari order (a letter with a nukta is filed under its letter). */
const DEVANAGARI = [..."अआइईउऊएऐओऑऔकखगघचछजझटठडढतथदधनपफबभमयरलवशषसह"];

/** The letter bar's letters, in the language's order: Hindi names first, then the English names some tests keep. */
export function alphabetOf(language: string): string[] {
  return language.startsWith("hi") ? [OTHER_LETTER, ...DEVANAGARI, ...LATIN] : [OTHER_LETTER, ...LATIN];
}

/** The letter a name is filed under: its first letter without accent, nukta or case; a digit or sign under "0–9". */
export function indexLetterOf(name: string): string {
  const first = name.normalize("NFD").trimStart().charAt(0);
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  if (/[\u0900-\u097F]/.test(first) && /\p{L}/u.test(first)) return first;
  return OTHER_LETTER;
}

/** A letter's heading id: ASCII for any script ("letter-a", "letter-0915", "letter-0-9"). */
export function letterAnchor(letter: string): string {
  if (letter === OTHER_LETTER) return "letter-0-9";
  if (/^[A-Z]$/.test(letter)) return `letter-${letter.toLowerCase()}`;
  return `letter-${letter.codePointAt(0)!.toString(16).padStart(4, "0")}`;
}

const rowName = (row: IndexRow) => row.name;

/**
 * The index's pages: the tests and the see rows sorted together by name in the language's order (case
 * and accents aside, numbers as numbers; equal names by test number), in pages of `perPage` rows, each
 * page's rows under their letters' headings (a letter that runs on to the next page is headed there too).
 */
export function testIndexPages(
  tests: readonly IndexedTest[],
  see: readonly SeeRow[],
  language: string,
  perPage = INDEX_PAGE_ROWS,
): TestIndexPage[] {
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  const rows: IndexRow[] = [
    ...tests.map((test) => ({ kind: "test" as const, ...test })),
    ...see.map((row) => ({ kind: "see" as const, ...row })),
  ];
  const idOf = (row: IndexRow) => (row.kind === "test" ? row.id : row.target.id);
  rows.sort((a, b) => collator.compare(a.name, b.name) || idOf(a) - idOf(b));
  const pages: TestIndexPage[] = [];
  for (let start = 0; start < rows.length; start += perPage) {
    const slice = rows.slice(start, start + perPage);
    const sections: IndexSection[] = [];
    for (const row of slice) {
      const letter = indexLetterOf(row.name);
      const section = sections.at(-1);
      if (section?.letter === letter) section.rows.push(row);
      else sections.push({ letter, anchor: letterAnchor(letter), rows: [row] });
    }
    const page = pages.length + 1;
    pages.push({ page, path: testIndexPath(page), sections, first: rowName(slice[0]!), last: rowName(slice.at(-1)!) });
  }
  return pages;
}

/** How many pages the index has for this many rows (at least one, which then says there are none). */
export function testIndexPageCount(rowCount: number, perPage = INDEX_PAGE_ROWS): number {
  return Math.max(1, Math.ceil(rowCount / perPage));
}

/**
 * The letter bar: every letter of the language's alphabet (and any other a name starts with), each a
 * link to its heading on the first page that has it, or `null` where no name starts with it.
 */
export function letterBar(pages: readonly TestIndexPage[], language: string): { letter: string; href: string | null }[] {
  const firstPage = new Map<string, string>();
  for (const page of pages)
    for (const { letter, anchor } of page.sections) if (!firstPage.has(letter)) firstPage.set(letter, `${page.path}#${anchor}`);
  const alphabet = alphabetOf(language);
  const others = [...firstPage.keys()].filter((letter) => !alphabet.includes(letter));
  return [...alphabet, ...others].map((letter) => ({ letter, href: firstPage.get(letter) ?? null }));
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
