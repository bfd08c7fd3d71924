import { useCallback, useEffect, useState } from "react";
import { entryHref, entryKindLabel, entryPriceText } from "#app/domain/search-entry.ts";
import type { SearchEntry } from "#app/domain/search-index.ts";
import { type CardPart, cardPlace, expandEntries, type SearchPart } from "#app/domain/search-parts.ts";
import type * as SearchModule from "#app/domain/search.ts";

/**
 * The site search in the browser: the index's search part (fetched from the build's static JSON, its
 * URL given to the island by its page) with the functions that search it, loaded on first use of a
 * search box (docs/decisions/040-search-index-in-parts.md). Its entries have no card fields (facts,
 * sample, report time, call-112 line) until `useSearchCards` brings those for the results shown, and
 * an empty description until the descriptions part follows the first results.
 */
export interface SiteSearch {
  siteSearchIndex: readonly SearchEntry[];
  siteSearchOptions: SearchPart["options"];
  notOfferedTests: SearchPart["notOfferedTests"];
  emergencyTerms: SearchPart["emergencyTerms"];
  safetyNotices: SearchPart["safetyNotices"];
  homeSuggestions: typeof SearchModule.homeSuggestions;
  emergencyNotices: typeof SearchModule.emergencyNotices;
  findTests: typeof SearchModule.findTests;
  closestTerms: typeof SearchModule.closestTerms;
  notOfferedMatch: typeof SearchModule.notOfferedMatch;
  entryHref: typeof entryHref;
  entryKindLabel: typeof entryKindLabel;
  entryPriceText: typeof entryPriceText;
  /** The URL of the prescription list's part (app/domain/prescription-data.ts `loadPrescriptionPart`). */
  prescriptionPart: string;
}

interface Loaded {
  search: SiteSearch;
  part: SearchPart;
  base: string;
  position: Map<string, number>;
  /** Whether the descriptions part has come, or failed (the search then goes on without it). */
  descriptionsSettled: boolean;
}

type Listener = () => void;

/** One load per page and part URL, shared by every box on it. */
const loads = new Map<string, { loaded: Loaded | null; failed: boolean; pending: Promise<void> | null; listeners: Set<Listener> }>();

function stateOf(url: string) {
  let state = loads.get(url);
  if (!state) loads.set(url, (state = { loaded: null, failed: false, pending: null, listeners: new Set() }));
  return state;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

const partUrl = (base: string, name: string) => new URL(`${name}.json`, base).href;

function startLoad(url: string) {
  const state = stateOf(url);
  if (state.loaded || state.pending) return;
  state.failed = false;
  const notify = () => state.listeners.forEach((listener) => listener());
  notify();
  const base = new URL(url, document.baseURI).href;
  state.pending = Promise.all([fetchJson<SearchPart>(base), import("#app/domain/search.ts")]).then(
    ([part, searchModule]) => {
      // Entries without their card fields, which the results fetch for what they show.
      const index = expandEntries(part.entries) as SearchEntry[];
      const search: SiteSearch = {
        siteSearchIndex: index,
        siteSearchOptions: part.options,
        notOfferedTests: part.notOfferedTests,
        emergencyTerms: part.emergencyTerms,
        safetyNotices: part.safetyNotices,
        homeSuggestions: searchModule.homeSuggestions,
        emergencyNotices: searchModule.emergencyNotices,
        findTests: searchModule.findTests,
        closestTerms: searchModule.closestTerms,
        notOfferedMatch: searchModule.notOfferedMatch,
        entryHref,
        entryKindLabel,
        entryPriceText,
        prescriptionPart: partUrl(base, part.prescription),
      };
      state.loaded = { search, part, base, position: new Map(index.map((entry, i) => [entry.key, i])), descriptionsSettled: false };
      state.pending = null;
      notify();
      // The index's words are worked out in a task of their own, before the first key needs them.
      setTimeout(() => searchModule.prepareSearch(index, part.options), 0);
      // The descriptions (the last rank of matching) follow the first results: the same entries with
      // their descriptions, so the search reuses what it worked out for them, ready before it is shown.
      const settleDescriptions = (described?: SearchEntry[]) => {
        if (!state.loaded) return;
        state.loaded = {
          ...state.loaded,
          search: described ? { ...search, siteSearchIndex: described } : state.loaded.search,
          descriptionsSettled: true,
        };
        notify();
      };
      fetchJson<string[]>(partUrl(base, part.descriptions)).then(
        (descriptions) => {
          if (descriptions.length !== index.length) return settleDescriptions();
          const described = index.map((entry, position) => ({ ...entry, description: descriptions[position]! }));
          searchModule.prepareSearch(described, part.options);
          settleDescriptions(described);
        },
        () => settleDescriptions(),
      );
    },
    () => {
      state.pending = null;
      state.failed = true;
      notify();
    },
  );
}

/**
 * The site search of the parts at `url`: call `load()` on first use of a box (focus, typing, a filter,
 * another page, a deep link). Until it arrives `search` is null; if it fails, `failed` is true and
 * `load()` tries again. Once loaded it stays for the rest of the visit. `descriptionsPending` while
 * the descriptions part, which the search matches last, is still on its way: a search that finds nothing
 * without it may find something with it.
 */
export function useSiteSearch(url: string): { search: SiteSearch | null; failed: boolean; load: () => void; descriptionsPending: boolean } {
  const state = stateOf(url);
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((tick) => tick + 1);
    state.listeners.add(listener);
    return () => {
      state.listeners.delete(listener);
    };
  }, [state]);
  const load = useCallback(() => startLoad(url), [url]);
  return {
    search: state.loaded?.search ?? null,
    failed: state.failed,
    load,
    descriptionsPending: state.loaded !== null && !state.loaded.descriptionsSettled,
  };
}

const cardChunks = new Map<string, CardPart[] | Promise<CardPart[]>>();

/**
 * The cards (facts, sample, report time, call-112 line) of the entries shown, fetched by chunk; an
 * entry whose chunk has not arrived has no card yet. `failed` when a chunk could not be fetched;
 * `retry()` fetches again.
 */
export function useSearchCards(
  url: string,
  entries: readonly SearchEntry[],
): { cards: ReadonlyMap<string, CardPart>; failed: boolean; retry: () => void } {
  const loaded = stateOf(url).loaded;
  const [tick, setTick] = useState(0);
  const [failed, setFailed] = useState(false);
  const cards = new Map<string, CardPart>();
  const missing = new Set<string>();
  if (loaded) {
    for (const entry of entries) {
      const position = loaded.position.get(entry.key);
      if (position === undefined) continue;
      const { chunk, offset } = cardPlace(position, loaded.part.chunkSize);
      const name = loaded.part.cards[chunk]!;
      const got = cardChunks.get(partUrl(loaded.base, name));
      if (Array.isArray(got)) cards.set(entry.key, got[offset]!);
      else missing.add(partUrl(loaded.base, name));
    }
  }
  const missingKey = [...missing].join(" ");
  useEffect(() => {
    if (missingKey === "") return;
    let live = true;
    Promise.all(
      missingKey.split(" ").map((chunkUrl) => {
        const got = cardChunks.get(chunkUrl);
        if (got) return Promise.resolve(got);
        const request = fetchJson<CardPart[]>(chunkUrl).then(
          (chunk) => {
            cardChunks.set(chunkUrl, chunk);
            return chunk;
          },
          (error: unknown) => {
            cardChunks.delete(chunkUrl);
            throw error;
          },
        );
        cardChunks.set(chunkUrl, request);
        return request;
      }),
    ).then(
      () => live && (setFailed(false), setTick((t) => t + 1)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [missingKey, tick]);
  const retry = () => {
    setFailed(false);
    setTick((t) => t + 1);
  };
  return { cards, failed, retry };
}
