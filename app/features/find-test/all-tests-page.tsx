import { cx } from "#app/components/ui/cx.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { priceWithVisitText } from "#app/domain/home-visit-price.ts";
import { localHref } from "#app/domain/local-href.ts";
import type { IndexRow, TestIndexPage } from "#app/domain/test-index.ts";
import { allTests } from "#words/all-tests.ts";

/**
 * "All tests A–Z" (docs/decisions/060-one-page-a-to-z.md), plain HTML with no script: a sticky letter
 * bar (a letter no name starts with is shown, not linked), each letter's heading, and under it the tests
 * (each name a link to its page, with its price) and the everyday names that point to one ("Creatinine,
 * see Serum creatinine"). A menu that outgrows one page goes on in numbered pages, named by the names they
 * run from and to, like a dictionary's thumb index.
 */
export function AllTestsPage({
  page,
  moved,
  pageCount,
  letters,
  thumbs,
}: {
  page: TestIndexPage | null;
  /** An old page number of the index, now showing the first page. */
  moved: boolean;
  pageCount: number;
  letters: readonly { letter: string; href: string | null }[];
  /** The pages named, `null` where pages are left out; none when the index is one page. */
  thumbs: readonly (Pick<TestIndexPage, "page" | "path" | "first" | "last"> | null)[];
}) {
  // A letter on this page is reached by its anchor alone (no reload); one on another page by its path.
  const here = (href: string) => (page && href.startsWith(`${page.path}#`) && !moved ? href.slice(page.path.length) : localHref(href));
  return (
    <>
      <PageHero eyebrow={allTests.eyebrow} title={allTests.title} lead={allTests.lead} />
      <nav aria-label={allTests.lettersLabel} className="sticky top-16 z-30 border-b border-ink-200 bg-white lg:top-[6.8125rem]">
        {/* One row that scrolls sideways on a phone; the look is the list's, not each letter's. */}
        <ul
          className={cx(
            "container-page flex overflow-x-auto py-1 lg:flex-wrap",
            "*:flex *:min-h-11 *:min-w-11 *:shrink-0 *:items-center *:justify-center *:text-base *:font-semibold",
            "[&_a]:flex [&_a]:size-full [&_a]:items-center [&_a]:justify-center [&_a]:rounded-control [&_a]:px-2 [&_a]:text-brand-800 [&_a]:underline-offset-2 [&_a:hover]:bg-brand-50 [&_a:hover]:underline",
          )}
        >
          {letters.map(({ letter, href }) => (
            <li key={letter}>{href ? <a href={here(href)}>{letter}</a> : <span className="font-normal text-ink-500">{letter}</span>}</li>
          ))}
        </ul>
      </nav>
      {/* A readable width: a name and its price stay within a glance of each other. */}
      <div className="container-page max-w-3xl py-8 sm:py-10">
        <p>
          <a href={localHref("/find-test")} className="font-semibold text-brand-800 underline underline-offset-2">
            {allTests.search}
          </a>
        </p>
        {moved && <p className="mt-4 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-ink-800">{allTests.moved}</p>}
        {page === null ? (
          <p className="mt-6 text-ink-700">{allTests.none}</p>
        ) : (
          <>
            {pageCount > 1 && (
              <p className="mt-6 font-semibold text-ink-900" aria-live="off">
                {allTests.pageOf(page.page, pageCount, page.first, page.last)}
              </p>
            )}
            {page.sections.map((section) => (
              <section key={section.anchor} aria-labelledby={section.anchor} className="mt-8">
                <h2
                  id={section.anchor}
                  className="scroll-mt-32 border-b-2 border-brand-200 pb-1 text-2xl font-bold text-ink-900 lg:scroll-mt-64"
                >
                  {section.letter}
                </h2>
                <ul aria-label={allTests.letterList(section.letter)} className="divide-y divide-ink-100">
                  {section.rows.map((row) => (
                    <IndexLine key={row.kind === "test" ? row.id : `see-${row.name}`} row={row} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        {thumbs.length > 0 && (
          <nav aria-label={allTests.pagesLabel} className="mt-8">
            {/* The look is the list's, not each entry's: an entry is its link and two words. */}
            <ol
              className={cx(
                "grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3",
                "*:flex *:min-h-11 *:items-center *:aria-hidden:justify-center *:aria-hidden:text-ink-500",
                "[&_a]:flex [&_a]:min-w-0 [&_a]:flex-1 [&_a]:items-center [&_a]:gap-2 [&_a]:self-stretch [&_a]:rounded-control [&_a]:border [&_a]:border-ink-200 [&_a]:px-3 [&_a]:py-2 [&_a]:text-sm [&_a]:text-ink-800 [&_a:hover]:border-brand-600",
                "[&_[aria-current]]:border-brand-600 [&_[aria-current]]:bg-brand-50 [&_[aria-current]]:font-semibold [&_[aria-current]]:text-brand-900",
                "[&_a>:first-child]:tabular [&_a>:first-child]:font-semibold [&_a>:last-child]:min-w-0 [&_a>:last-child]:truncate",
              )}
            >
              {thumbs.map((other, place) =>
                other === null ? (
                  <li key={`gap-${place}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={other.page}>
                    <a href={localHref(other.path)} aria-current={other.page === page?.page ? "page" : undefined}>
                      <span>{other.page}</span>
                      <span>{`${other.first} – ${other.last}`}</span>
                    </a>
                  </li>
                ),
              )}
            </ol>
          </nav>
        )}
      </div>
    </>
  );
}

/**
 * A test's line (its name, a link to its page, and its price) or an everyday name's ("Creatinine, see
 * Serum creatinine (with eGFR)", the test's name the link). A price with its home visit ("₹2,299 + home
 * visit ₹300") is too long to sit beside a name on a phone without squeezing it into a column a word wide:
 * where the two do not fit on one line, the price takes the next, at the right.
 */
function IndexLine({ row }: { row: IndexRow }) {
  if (row.kind === "see")
    return (
      <li data-see="" className="flex min-h-11 flex-wrap items-baseline gap-x-1.5 py-2.5 text-ink-700">
        <span className="font-medium text-ink-900">{row.name}</span>
        <span className="italic">{allTests.see}</span>
        <a
          href={localHref(`/test-details/${row.target.id}`)}
          lang={row.target.untranslated ? "en" : undefined}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {row.target.name}
        </a>
      </li>
    );
  return (
    <li className="flex min-h-11 flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
      <a
        href={localHref(`/test-details/${row.id}`)}
        lang={row.untranslated ? "en" : undefined}
        className="min-w-0 flex-[1_1_12rem] font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        {row.name}
      </a>
      <Price amount={row.price} text={priceWithVisitText(row.price, row.homeVisit)} className="ml-auto max-w-full shrink-0 text-right" />
    </li>
  );
}
