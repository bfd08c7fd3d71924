/**
 * /find-test: the catalogue with a search box, category and specialty filters and pagination. The URL
 * is the state (?q=&category=&specialty=&page=&size=), so a result list can be shared. The pre-rendered
 * HTML shows the defaults; on a URL with a query, the results are hidden until the page shows that
 * query's state (a "Loading results" placeholder holds their place), so a shared link never paints
 * the unfiltered list and then swaps it (decision 008).
 */
import { memo, useId, useMemo, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { BookingLink } from "~/components/ui/booking-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SiteSearch } from "~/components/ui/use-site-search";
import {
  DEFAULT_FIND_TEST_STATE,
  type FindTestState,
  findTestSearchParams,
  parseFindTestParams,
} from "~/domain/find-test-query";
import { PAGE_SIZE_OPTIONS, paginate, paginationSummary } from "~/domain/pagination";
import { closestTerms, emergencyNotices, findTests, notOfferedMatch } from "~/domain/search";
import { SafetyBoxes } from "~/components/ui/safety-box";
import { FindTestFilters } from "./find-test-filters";
import { FindTestResults } from "./find-test-results";
import { SearchEmptyState } from "./search-empty-state";
import { useUrlBackedInput } from "./use-url-backed-input";

/**
 * The site search's data, which the route's build-time loader puts in the page: the index of everything
 * sold, the search options and the tests not offered here. The page needs it at once (its list, and any
 * shared `?q=` link), so it comes with the page instead of loading later (decision 015).
 */
export type FindTestSearchData = Pick<
  SiteSearch,
  "siteSearchIndex" | "siteSearchOptions" | "notOfferedTests" | "emergencyTerms" | "safetyNotices"
>;

function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function FindTestPage({ data }: { data: FindTestSearchData }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = useId();

  // The URL is the state; the pre-rendered HTML shows the defaults until hydration.
  const urlState = useMemo(
    () => (hydrated ? parseFindTestParams(searchParams) : DEFAULT_FIND_TEST_STATE),
    [hydrated, searchParams],
  );

  // Two changes before the URL has caught up (two picks in a row, or the changes replayed after
  // hydration) build on each other instead of the second undoing the first.
  const location = useLocation();
  const pending = useRef<{ key: string; state: FindTestState } | null>(null);

  // The search box runs ahead of the URL while someone types: the results follow each key at once, the
  // URL once typing settles (use-url-backed-input.ts). A new search text starts at page 1.
  const writeQuery = (q: string) => update({ q, page: 1 }, { replace: true });
  const { text: searchText, setText: setSearchText, flush } = useUrlBackedInput(urlState.q, hydrated, writeQuery);
  const state = useMemo(
    () => (searchText === urlState.q ? urlState : { ...urlState, q: searchText, page: 1 }),
    [urlState, searchText],
  );

  // Without a search or filter the page lists the catalogue (as pre-rendered). A search or filter covers
  // everything sold (catalogue, department tests, home care).
  const search = useMemo(() => ({ ...data, findTests, closestTerms, notOfferedMatch }), [data]);
  const catalogueList = useMemo(
    () => data.siteSearchIndex.filter((entry) => entry.catalogueId !== undefined).map((entry) => ({ entry, includes: undefined })),
    [data],
  );
  const filtersActive = state.q !== "" || state.category !== "all" || state.specialty !== "all";
  const results = useMemo(
    () => (filtersActive ? findTests(data.siteSearchIndex, state, data.siteSearchOptions) : catalogueList),
    [filtersActive, data, state, catalogueList],
  );
  const slice = paginate(results.length, state.page, state.size);
  const visible = useMemo(() => results.slice(slice.start, slice.end), [results, slice.start, slice.end]);

  function update(patch: Partial<FindTestState>, options: { replace?: boolean } = {}) {
    const base = pending.current?.key === location.key ? pending.current.state : state;
    const next = { ...base, ...patch };
    pending.current = { key: location.key, state: next };
    setSearchText(next.q);
    setSearchParams(findTestSearchParams(next), { replace: options.replace ?? false, preventScrollReset: true });
  }

  /** A keystroke: the box and the results change now, the URL once typing settles. */
  function type(q: string) {
    if (pending.current?.key === location.key) {
      pending.current = { key: location.key, state: { ...pending.current.state, q, page: 1 } };
    }
    setSearchText(q);
  }

  function changePage(page: number) {
    update({ page });
    scrollToTop();
  }

  const countText = `${results.length} ${results.length === 1 ? "test" : "tests"} found`;
  const notices = useMemo(
    () => emergencyNotices(data.emergencyTerms, data.safetyNotices, searchText, data.siteSearchOptions),
    [data.emergencyTerms, data.safetyNotices, data.siteSearchOptions, searchText],
  );

  return (
    <>
      {hero}

      <section aria-labelledby={`${ids}-results`} className="container-page py-8 sm:py-10">
        <h2 id={`${ids}-results`} className="sr-only">
          Search and results
        </h2>
        <FindTestFilters
          ids={ids}
          state={state}
          searchText={searchText}
          update={update}
          onType={type}
          onSettle={flush}
        />

        <p className="query-placeholder mt-6 min-h-screen items-start text-base font-semibold text-ink-800">
          Loading results…
        </p>
        <div data-query-dependent="">
          <SafetyBoxes notices={notices} className="mt-6" />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-base font-semibold text-ink-800">
              {countText}
            </p>
            {filtersActive && (
              <Button variant="ghost" size="sm" onClick={() => update({ ...DEFAULT_FIND_TEST_STATE, size: state.size })}>
                Clear search and filters
              </Button>
            )}
          </div>

          {results.length === 0 ? (
            <div className="mt-4">
              <SearchEmptyState state={state} search={search} />
            </div>
          ) : (
            <FindTestResults visible={visible} />
          )}

          <div className="mt-6 flex flex-col items-center justify-between gap-4 lg:flex-row">
            <p className="text-sm text-ink-700">{paginationSummary(slice)}</p>
            <Pagination page={slice.page} pages={slice.pages} onPageChange={changePage} label="Results pages" />
            <div className="flex items-center gap-2">
              <label htmlFor={`${ids}-size`} className="text-sm text-ink-700">
                Items per page
              </label>
              <select
                id={`${ids}-size`}
                value={state.size}
                onChange={(event) => update({ size: Number(event.target.value), page: 1 })}
                className="min-h-10 rounded-control border border-ink-300 bg-white px-2 text-sm text-ink-900"
              >
                {PAGE_SIZE_OPTIONS.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      </section>

      <HelpSection ids={ids} />
    </>
  );
}

const hero = (
  <PageHero
    eyebrow="Find a test"
    title="Find Your Test or Health Package"
    lead="Search our catalogue of tests and health packages by name, common name or condition. Blood and urine samples are collected free at home; ECG, X-ray and other home tests are paid home visits."
  />
);

/** "Not sure which test you need?": the same on every keystroke, so it does not re-render with the results. */
const HelpSection = memo(function HelpSection({ ids }: { ids: string }) {
  return (
    <section aria-labelledby={`${ids}-help`} className="bg-ink-50 py-12" data-query-dependent="">
      <div className="container-page">
        <Card className="items-center gap-4 p-6 text-center sm:p-10">
          <h2 id={`${ids}-help`} className="text-2xl font-bold">
            Not sure which test you need?
          </h2>
          <p className="max-w-2xl text-ink-600">
            Our experts can suggest the right test for your symptoms or prescription, and our preparation guide explains
            fasting and sample instructions for every test and package.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <BookingLink message="Hello, I'd like help choosing the right test.">
              <Icon name="MessageCircle" className="size-5" />
              Consult Our Experts
            </BookingLink>
            <ButtonLink href="/test-guide" variant="secondary">
              <Icon name="BookOpen" className="size-5" />
              Download Test Guide
            </ButtonLink>
          </div>
        </Card>
      </div>
    </section>
  );
});
