import { useEffect, useMemo, useRef } from "react";
import { useSearchCards, useSiteSearch } from "#app/components/ui/use-site-search.ts";
import { inDefaultOrder } from "#app/domain/find-test-order.ts";
import type { FindTestState } from "#app/domain/find-test-query.ts";
import { paginate } from "#app/domain/pagination.ts";
import type { SearchEntry } from "#app/domain/search-index.ts";
import { withCard } from "#app/domain/search-parts.ts";
import { locale } from "#words/locale.ts";
import { isUrlApplied, type UrlEntry } from "./use-url-entry.ts";

/**
 * What the page (app/routes/find-test.astro) gives the island: the first page of its default list
 * (whole entries, as pre-rendered), how many that list holds, the catalogue numbers that list starts
 * with (the rest follow by name), and the URL of the search index's search part, fetched on first use.
 */
export interface FindTestSearchData {
  searchUrl: string;
  firstPage: readonly SearchEntry[];
  total: number;
  defaultOrder: readonly number[];
}

/**
 * Which results /find-test shows for a state: the pre-rendered first page of the defaults until the
 * search index is needed, then the catalogue or the search's hits, a page at a time, their cards
 * fetched by chunk (docs/decisions/040-search-index-in-parts.md).
 */
export function useFindTestResults(data: FindTestSearchData, state: FindTestState, url: UrlEntry) {
  // Without a search or filter the page lists the catalogue (its first page pre-rendered). A search or
  // filter covers everything sold (catalogue, department tests, home care). Anything but the first page
  // of the defaults needs the index, fetched once on first use.
  const { search, failed, load, descriptionsPending } = useSiteSearch(data.searchUrl);
  const catalogueList = useMemo(
    () =>
      search
        ? inDefaultOrder(
            search.siteSearchIndex.filter((entry) => entry.catalogueId !== undefined),
            data.defaultOrder,
            locale.htmlLang,
          ).map((entry) => ({ entry, includes: undefined }))
        : [],
    [search, data.defaultOrder],
  );
  const filtersActive = state.q !== "" || state.category !== "all" || state.specialty !== "all";
  const onFirstPage = !filtersActive && paginate(data.total, state.page, state.size).end <= data.firstPage.length;
  const needsSearch = !onFirstPage;
  useEffect(() => {
    if (needsSearch) load();
  }, [needsSearch, load]);
  const results = useMemo(
    () =>
      !search
        ? data.firstPage.map((entry) => ({ entry, includes: undefined }))
        : filtersActive
          ? search.findTests(search.siteSearchIndex, state, search.siteSearchOptions)
          : catalogueList,
    [search, filtersActive, data, state, catalogueList],
  );
  const total = search ? results.length : data.total;
  const slice = paginate(total, state.page, state.size);
  const hits = useMemo(() => results.slice(slice.start, slice.end), [results, slice.start, slice.end]);
  // The cards of the results shown come by chunk; the pre-rendered first page has its own.
  const prerendered = useMemo(() => new Map(data.firstPage.map((entry) => [entry.key, entry])), [data]);
  const cardsNeeded = useMemo(() => hits.map((hit) => hit.entry).filter((entry) => !prerendered.has(entry.key)), [hits, prerendered]);
  const cards = useSearchCards(data.searchUrl, cardsNeeded);
  // Before the index has come, a page past the pre-rendered one is not known yet (its slice of the first
  // page is empty): the cards shown stay, busy, so the pager under them (and a key's focus in it) stays.
  const complete =
    (!needsSearch || search !== null) && hits.every((hit) => prerendered.has(hit.entry.key) || cards.cards.has(hit.entry.key));
  const visibleNow = complete
    ? hits.map(({ entry, includes }) => ({ entry: prerendered.get(entry.key) ?? withCard(entry, cards.cards.get(entry.key)!), includes }))
    : null;
  // While the next cards travel, the cards shown stay (marked busy) rather than the list emptying. The
  // hydration render's list is not kept: a deep link's visitor never saw it, so it must not stand in for
  // the link's results (a tap on it would land on a card that then moves).
  const lastVisible = useRef<typeof visibleNow>(null);
  /* eslint-disable react-hooks/refs -- a ref, not state, so keeping the list shown costs no second render on a key */
  if (visibleNow && isUrlApplied(url)) lastVisible.current = visibleNow;
  const visible = visibleNow ?? lastVisible.current ?? [];
  /* eslint-enable react-hooks/refs */
  // A search that finds nothing before the descriptions have come may find it in them ("chest pain" is
  // in ECG at home's): it waits for them rather than saying nothing was found.
  const awaitingDescriptions = descriptionsPending && state.q.trim() !== "" && results.length === 0;
  const waiting = (needsSearch && !search) || !complete || awaitingDescriptions;
  const loadFailed = (needsSearch && failed) || cards.failed;
  return {
    search,
    load,
    /** Tries again whichever failed: the index, or the cards. */
    retry: () => (failed ? load() : cards.retry()),
    filtersActive,
    total,
    slice,
    visible,
    waiting,
    /** The search's total is not known yet: it found nothing, and the descriptions are still coming. */
    totalPending: awaitingDescriptions,
    loadFailed,
  };
}
