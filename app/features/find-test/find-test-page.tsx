/**
 * /find-test: the catalogue with a search box, category and specialty filters and pagination. The URL
 * is the state (?q=&category=&specialty=&page=&size=), so a result list can be shared. The pre-rendered
 * HTML shows the defaults' first page; on a URL with a query, the results are hidden until the page shows that
 * query's state (a "Loading results" placeholder holds their place), so a shared link never paints
 * the unfiltered list and then swaps it (decision 008). The search index is not in the page: its parts
 * are fetched on first use (focus on the box or a filter, another page, a deep link), and the cards of
 * the results shown by chunk (docs/decisions/040-search-index-in-parts.md).
 */
import { memo, useId, useMemo, type ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import { DEFAULT_FIND_TEST_STATE, type FindTestState, findTestSearchParams, parseFindTestParams } from "#app/domain/find-test-query.ts";
import { localHref } from "#app/domain/local-href.ts";
import { PAGE_SIZE_OPTIONS, paginationSummary } from "#app/domain/pagination.ts";
import { emergencyNumber } from "#content/emergency.ts";
import { findTest } from "#words/find-test.ts";
import { FindTestFilters } from "./find-test-filters.tsx";
import { FindTestResults } from "./find-test-results.tsx";
import { SearchEmptyState } from "./search-empty-state.tsx";
import { type FindTestSearchData, useFindTestResults } from "./use-find-test-results.ts";
import { useUrlBackedInput } from "./use-url-backed-input.ts";
import { navigateSearch, readUrlEntry, useUrlEntry } from "./use-url-entry.ts";

function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/** The search text of a query string. */
const searchTextOf = (search: string) => parseFindTestParams(new URLSearchParams(search)).q;

/** `listBox`: what the island puts directly under the search box (the prescription list box, decision 057). */
export function FindTestPage({ data, listBox }: { data: FindTestSearchData; listBox?: ReactNode }) {
  const ids = useId();

  // The URL is the state (use-url-entry.ts): the pre-rendered HTML shows the defaults, the URL's state
  // follows before the page is shown as hydrated.
  const url = useUrlEntry();
  const urlState = useMemo(() => parseFindTestParams(new URLSearchParams(url.search)), [url.search]);

  // The search box runs ahead of the URL while someone types: the results follow each key at once, the
  // URL once typing settles (use-url-backed-input.ts). A new search text starts at page 1.
  const writeQuery = (q: string) => update({ q, page: 1 }, { replace: true });
  const input = useUrlBackedInput(url, searchTextOf, writeQuery);
  const searchText = input.text;
  const state = useMemo(() => (searchText === urlState.q ? urlState : { ...urlState, q: searchText, page: 1 }), [urlState, searchText]);
  const { search, load, retry, filtersActive, total, slice, visible, waiting, totalPending, loadFailed } = useFindTestResults(
    data,
    state,
    url,
  );

  /**
   * A change of the state: a filter, a page, Clear (a new history entry) or the search text catching up
   * (a replace). It builds on the URL and the box as they are now, not as last rendered, so two changes
   * before a render (two picks in a row, or the changes replayed after hydration) build on each other
   * instead of the second undoing the first; it carries the typed text with it.
   */
  function update(patch: Partial<FindTestState>, options: { replace?: boolean } = {}) {
    const now = parseFindTestParams(new URLSearchParams(readUrlEntry().search));
    const typed = input.currentText();
    const base = typed === now.q ? now : { ...now, q: typed, page: 1 };
    const next = { ...base, ...patch };
    navigateSearch(findTestSearchParams(next), { replace: options.replace ?? false });
    input.setText(next.q);
  }

  function changePage(page: number) {
    update({ page });
    scrollToTop();
  }

  const countText = totalPending ? findTest.searching : findTest.count(total);
  // Nothing to page through: no pager, summary or size over an empty list, or one whose answer is not in.
  const listed = total > 0 && !totalPending;
  const notices = useMemo(
    () => (search ? search.emergencyNotices(search.emergencyTerms, search.safetyNotices, searchText, search.siteSearchOptions) : []),
    [search, searchText],
  );

  return (
    <>
      {hero}

      {/* A press on the page holds the URL where it is until it has clicked (use-url-backed-input.ts). */}
      <section aria-labelledby={`${ids}-results`} className="container-page pt-4 pb-8 sm:py-10" onPointerDown={input.hold}>
        <h2 id={`${ids}-results`} className="sr-only">
          {findTest.resultsHeading}
        </h2>
        {/* Focus on the box or a filter fetches the index, so it is there by the first key. */}
        <div onFocus={load}>
          <FindTestFilters ids={ids} state={state} searchText={searchText} update={update} onType={input.setText} onSettle={input.flush} />
        </div>
        {listBox}

        <p className="query-placeholder mt-6 min-h-screen items-start text-base font-semibold text-ink-800">{findTest.loading}</p>
        <div data-query-dependent="">
          {loadFailed ? (
            <div role="alert" className="mt-6 flex min-h-screen flex-col items-start gap-3">
              <p className="text-base font-semibold text-ink-800">{findTest.loadFailed}</p>
              <Button variant="secondary" onClick={retry}>
                {findTest.tryAgain}
              </Button>
            </div>
          ) : waiting && visible.length === 0 ? (
            <>
              {/* A symptom's call-112 box does not wait for the results. */}
              <SafetyBoxes notices={notices} className="mt-6" />
              <p className="mt-6 min-h-screen text-base font-semibold text-ink-800" aria-busy="true">
                {searchText.trim() === "" ? findTest.loading : findTest.searching}
              </p>
            </>
          ) : (
            <div aria-busy={waiting}>
              <SafetyBoxes notices={notices} className="mt-6" />
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
                <p role="status" className="text-base font-semibold text-ink-800">
                  {countText}
                </p>
                {filtersActive && (
                  <Button variant="ghost" size="sm" onClick={() => update({ ...DEFAULT_FIND_TEST_STATE, size: state.size })}>
                    {findTest.clear}
                  </Button>
                )}
              </div>

              {total === 0 && search && !totalPending ? (
                <div className="mt-4">
                  <SearchEmptyState state={state} search={search} />
                </div>
              ) : (
                <FindTestResults visible={visible} typing={!input.settled} />
              )}

              {listed && (
                <div className="mt-6 flex flex-col items-center justify-between gap-4 lg:flex-row">
                  <p className="text-sm text-ink-700">{paginationSummary(slice)}</p>
                  <Pagination page={slice.page} pages={slice.pages} onPageChange={changePage} label={findTest.resultsPages} />
                  <div className="flex items-center gap-2">
                    <label htmlFor={`${ids}-size`} className="text-sm text-ink-700">
                      {findTest.itemsPerPage}
                    </label>
                    <select
                      id={`${ids}-size`}
                      value={state.size}
                      onChange={(event) => update({ size: Number(event.target.value), page: 1 })}
                      className="min-h-11 rounded-control border border-ink-300 bg-white px-2 text-sm text-ink-900"
                    >
                      {PAGE_SIZE_OPTIONS.map((size) => (
                        <option key={size} value={size}>
                          {size}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              )}
            </div>
          )}
        </div>
      </section>

      <HelpSection ids={ids} />
    </>
  );
}

// A short hero: the search is the page's first screen (docs/decisions/057-find-test-layout.md).
const hero = <PageHero compact title={findTest.hero.title} lead={findTest.hero.lead} />;

/** "Not sure which test you need?": the same on every keystroke, so it does not re-render with the results. */
const HelpSection = memo(function HelpSection({ ids }: { ids: string }) {
  return (
    <section aria-labelledby={`${ids}-help`} className="bg-ink-50 py-12" data-query-dependent="">
      <div className="container-page">
        <Card className="items-center gap-4 text-center">
          <h2 id={`${ids}-help`} className="text-2xl font-bold">
            {findTest.help.title}
          </h2>
          <p className="max-w-2xl text-ink-600">{findTest.help.text(emergencyNumber)}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <BookingLink message={findTest.help.chatMessage}>
              <Icon name="MessageCircle" className="size-5" />
              {findTest.help.consult}
            </BookingLink>
            <ButtonLink href={localHref("/test-guide")} variant="secondary">
              <Icon name="BookOpen" className="size-5" />
              {findTest.help.guide}
            </ButtonLink>
          </div>
        </Card>
      </div>
    </section>
  );
});
