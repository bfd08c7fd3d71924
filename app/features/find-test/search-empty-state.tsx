import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { SiteSearch } from "#app/components/ui/use-site-search.ts";
import { findTestSearchParams, type FindTestState } from "#app/domain/find-test-query.ts";
import { localHref } from "#app/domain/local-href.ts";
import { entryHref } from "#app/domain/search-entry.ts";
import { findTest } from "#words/find-test.ts";

/** How many popular tests the empty state offers. */
const POPULAR_LIMIT = 6;

/**
 * What /find-test shows when nothing matches: what was searched, a test we do not offer said plainly,
 * the closest known words ("Did you mean: Thyroid?"), the popular tests, and the chat with the
 * question pre-filled ("Do you offer: …?").
 */
/** What the empty state asks of the site search. */
type EmptyStateSearch = Pick<SiteSearch, "siteSearchIndex" | "siteSearchOptions" | "notOfferedTests" | "notOfferedMatch" | "closestTerms">;

export function SearchEmptyState({ state, search }: { state: FindTestState; search: EmptyStateSearch }) {
  const query = state.q.trim();
  const index = search.siteSearchIndex;
  const notOffered = query ? search.notOfferedMatch(search.notOfferedTests, query, search.siteSearchOptions) : undefined;
  const suggestions = query && !notOffered ? search.closestTerms(index, query, search.siteSearchOptions) : [];
  const popular = index.filter((entry) => entry.popular && entry.kind === "test").slice(0, POPULAR_LIMIT);
  const filtered = state.category !== "all" || state.specialty !== "all";
  const searchFor = (q: string) => localHref(`/find-test?${findTestSearchParams({ ...state, q, page: 1 }).toString()}`);

  return (
    <div role="status" className="rounded-card border border-dashed border-ink-300 bg-ink-50 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">{query ? findTest.empty.titleFor(query) : findTest.empty.title}</h2>
      {notOffered && <p className="mt-2 text-ink-700">{findTest.empty.notOffered(notOffered)}</p>}
      {suggestions.length > 0 && (
        <p className="mt-2 text-ink-700">
          {findTest.empty.didYouMean}{" "}
          {suggestions.map((term, i) => (
            <span key={term}>
              {i > 0 && ", "}
              <a href={searchFor(term)} className="font-semibold text-brand-800 underline underline-offset-2">
                {term}
              </a>
            </span>
          ))}
          ?
        </p>
      )}
      <p className="mt-2 text-ink-600">{filtered ? findTest.empty.tryFiltered : findTest.empty.try}</p>
      {popular.length > 0 && (
        <div className="mt-6">
          <h3 className="text-base font-semibold text-ink-800">{findTest.empty.popular}</h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popular.map((entry) => (
              <li key={entry.key}>
                <a
                  href={localHref(entryHref(entry, "find-test"))}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-300"
                >
                  {entry.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {query && (
        <div className="mt-6">
          <BookingLink message={findTest.empty.chatMessage(query)} variant="secondary">
            <Icon name="MessageCircle" className="size-5" />
            {findTest.empty.ask}
          </BookingLink>
        </div>
      )}
    </div>
  );
}
