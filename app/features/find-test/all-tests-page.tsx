import { PageHero } from "~/components/ui/page-hero";
import { Price } from "~/components/ui/price";
import { cx } from "~/components/ui/cx";
import { allTests } from "~/content/ui/en/all-tests";
import { localHref } from "~/domain/local-href";
import type { TestIndexPage } from "~/domain/test-index";

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
              {page.tests.map((test) => (
                <li key={test.id} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
                  <a
                    href={localHref(`/test-details/${test.id}`)}
                    lang={test.untranslated ? "en" : undefined}
                    className="min-w-0 font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {test.name}
                  </a>
                  <Price amount={test.price} className="shrink-0" />
                </li>
              ))}
            </ul>
          </>
        )}
        {pageCount > 1 && (
          <nav aria-label={allTests.pagesLabel} className="mt-8">
            <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {thumbs.map((other, place) => {
                if (other === null) {
                  return (
                    <li key={`gap-${place}`} aria-hidden="true" className="flex min-h-11 items-center justify-center text-ink-500">
                      …
                    </li>
                  );
                }
                const current = other.page === page?.page;
                return (
                  <li key={other.page}>
                    <a
                      href={localHref(other.path)}
                      aria-current={current ? "page" : undefined}
                      className={cx(
                        "flex min-h-11 items-center gap-2 rounded-control border px-3 py-2 text-sm",
                        current ? "border-brand-600 bg-brand-50 font-semibold text-brand-900" : "border-ink-200 text-ink-800 hover:border-brand-600",
                      )}
                    >
                      <span className="tabular font-semibold">{other.page}</span>
                      <span className="min-w-0 truncate">
                        {other.first} – {other.last}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
      </div>
    </>
  );
}
