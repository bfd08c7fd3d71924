import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { allTests } from "#words/en/all-tests.ts";
import { localHref } from "#app/domain/local-href.ts";
import { priceWithVisitText } from "#app/domain/home-visit-price.ts";
import type { TestIndexPage } from "#app/domain/test-index.ts";

/**
 * "All tests A–Z": one page of the index (docs/decisions/041-all-tests-a-to-z.md), plain HTML with no
 * script: the names link to each test's page, and a few pages of the index (the first, the last, the
 * neighbours) are named by the names they run from and to, like a dictionary's thumb index.
 */
export function AllTestsPage({
  page,
  pageCount,
  thumbs,
}: {
  page: TestIndexPage | null;
  pageCount: number;
  /** The pages named, `null` where pages are left out. */
  thumbs: readonly (Pick<TestIndexPage, "page" | "path" | "first" | "last"> | null)[];
}) {
  return (
    <>
      <PageHero eyebrow={allTests.eyebrow} title={allTests.title} lead={allTests.lead} />
      <div className="container-page py-8 sm:py-10">
        <p className="max-w-3xl">
          <a href={localHref("/find-test")} className="font-semibold text-brand-800 underline underline-offset-2">
            {allTests.search}
          </a>
        </p>
        {page === null ? (
          <p className="mt-6 max-w-3xl text-ink-700">{allTests.none}</p>
        ) : (
          <>
            <p className="mt-6 font-semibold text-ink-900" aria-live="off">
              {allTests.pageOf(page.page, pageCount, page.first, page.last)}
            </p>
            <ul aria-label={allTests.listLabel} className="mt-4 divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
              {/* A price with its home visit ("₹2,299 + home visit ₹300") is too long to sit beside a name on a
                  phone without squeezing it into a column a word wide: where the two do not fit on one line,
                  the price takes the next, at the right. */}
              {page.tests.map((test) => (
                <li key={test.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
                  <a
                    href={localHref(`/test-details/${test.id}`)}
                    lang={test.untranslated ? "en" : undefined}
                    className="min-w-0 flex-[1_1_12rem] font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {test.name}
                  </a>
                  <Price
                    amount={test.price}
                    text={priceWithVisitText(test.price, test.homeVisit)}
                    className="ml-auto max-w-full shrink-0 text-right"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {pageCount > 1 && (
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
