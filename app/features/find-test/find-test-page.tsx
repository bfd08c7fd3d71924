import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink, Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { inputClass, selectClass } from "~/components/ui/field";
import { PageHero } from "~/components/ui/page-hero";
import { Pagination } from "~/components/ui/pagination";
import { Price } from "~/components/ui/price";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useSiteSearch } from "~/components/ui/use-site-search";
import { catalogue } from "~/content/catalogue";
import { bookingMessage } from "~/domain/booking";
import {
  DEFAULT_FIND_TEST_STATE,
  FIND_TEST_CATEGORIES,
  FIND_TEST_SPECIALTIES,
  type FindTestState,
  findTestSearchParams,
  parseFindTestParams,
} from "~/domain/find-test-query";
import { PAGE_SIZE_OPTIONS, paginate, paginationSummary } from "~/domain/pagination";
import { buildSearchIndex, entryHref, entryPriceText, type SearchEntry } from "~/domain/search-index";
import { SearchEmptyState } from "./search-empty-state";

/** What the page lists before the site search has loaded (the pre-rendered list): the catalogue. */
const catalogueList = buildSearchIndex({ catalogue }).map((entry) => ({ entry, includes: undefined }));

const categoryLabels: Record<(typeof FIND_TEST_CATEGORIES)[number], string> = {
  all: "All Categories",
  pathology: "Pathology",
  radiology: "Radiology",
  cardiology: "Cardiology",
  neurology: "Neurology",
  pulmonology: "Pulmonology",
  microbiology: "Microbiology",
  package: "Health Packages",
  "home-care": "Home Care",
};
const specialtyLabels: Record<(typeof FIND_TEST_SPECIALTIES)[number], string> = {
  all: "All Specialties",
  cardiology: "Cardiology",
  oncology: "Oncology",
  endocrinology: "Endocrinology",
  neurology: "Neurology",
  orthopedics: "Orthopedics",
  gastroenterology: "Gastroenterology",
  preventive: "Preventive",
};

/** Label of an item's category in the list ("Pathology", "Health Package"). */
function categoryLabel(item: SearchEntry): string {
  if (item.kind === "package") return "Health Package";
  return categoryLabels[item.category as (typeof FIND_TEST_CATEGORIES)[number]] ?? item.category;
}

function scrollToTop() {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function FindTestPage() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ids = useId();

  // The URL is the state; the pre-rendered HTML shows the defaults until hydration.
  const state = hydrated ? parseFindTestParams(searchParams) : DEFAULT_FIND_TEST_STATE;
  // Without a search or filter the page lists the catalogue (as pre-rendered). A search or filter covers
  // everything sold (catalogue, department tests, home care): the site search loads on first use of
  // the form, or at once when the URL holds a search or filter.
  const { search, load } = useSiteSearch();
  const filtersActive = state.q !== "" || state.category !== "all" || state.specialty !== "all";
  const results = !filtersActive
    ? catalogueList
    : search
      ? search.findTests(search.siteSearchIndex, state, search.siteSearchOptions)
      : [];
  const slice = paginate(results.length, state.page, state.size);
  const visible = results.slice(slice.start, slice.end);

  // The search box shows what is typed at once and the URL follows (replace). Bound to the URL alone,
  // it would lag behind each keystroke (the router updates the URL after the event), which moved the
  // caret to the end and lost keys typed quickly. Any other change of the URL (a link, Back, Clear,
  // hydration) sets the box from the URL.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchText, setSearchText] = useState(state.q);
  const [seen, setSeen] = useState({ key: location.key, hydrated });
  if (seen.key !== location.key || seen.hydrated !== hydrated) {
    setSeen({ key: location.key, hydrated });
    if (navigationType !== "REPLACE" || seen.hydrated !== hydrated) setSearchText(state.q);
  }

  function update(patch: Partial<FindTestState>, options: { replace?: boolean } = {}) {
    const next = { ...state, q: searchText, ...patch };
    setSearchText(next.q);
    setSearchParams(findTestSearchParams(next), { replace: options.replace ?? false, preventScrollReset: true });
  }

  /** A click anywhere on a row (or card) opens its details; its own links and buttons act normally. */
  function openRow(event: React.MouseEvent, item: SearchEntry) {
    if ((event.target as Element).closest("a, button")) return;
    navigate(entryHref(item, "find-test"));
  }

  function changePage(page: number) {
    update({ page });
    scrollToTop();
  }

  useEffect(() => {
    if (filtersActive) load();
  }, [filtersActive, load]);
  const searching = filtersActive && !search;
  const countText = searching ? "Searching…" : `${results.length} ${results.length === 1 ? "test" : "tests"} found`;

  return (
    <>
      <PageHero
        eyebrow="Find a test"
        title="Find Your Test or Health Package"
        lead="Search our catalogue of tests and health packages by name, common name or condition. Prices include free home sample collection where available."
      />

      <section aria-labelledby={`${ids}-results`} className="container-page py-8 sm:py-10">
        <h2 id={`${ids}-results`} className="sr-only">
          Search and results
        </h2>
        <form role="search" aria-label="Tests and packages" onSubmit={(event) => event.preventDefault()} onFocus={load}>
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <div className="flex-1">
              <label htmlFor={`${ids}-q`} className="mb-1 block text-sm font-semibold text-ink-700">
                Search
              </label>
              <div className="relative">
                <Icon name="Search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
                <input
                  id={`${ids}-q`}
                  type="search"
                  value={searchText}
                  onChange={(event) => update({ q: event.target.value, page: 1 }, { replace: true })}
                  placeholder="Find your test or health package…"
                  autoComplete="off"
                  maxLength={200}
                  className={inputClass("py-2 pl-10")}
                />
              </div>
            </div>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-ink-300 bg-white px-4 font-semibold text-ink-800 md:hidden"
              aria-expanded={filtersOpen}
              aria-controls={`${ids}-filters`}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? <Icon name="X" className="size-4" /> : <Icon name="Filter" className="size-4" />}
              Filters
              {(state.category !== "all" || state.specialty !== "all") && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  {(state.category !== "all" ? 1 : 0) + (state.specialty !== "all" ? 1 : 0)}
                  <span className="sr-only"> active</span>
                </span>
              )}
            </button>
            <div
              id={`${ids}-filters`}
              className={`${filtersOpen ? "grid" : "hidden"} gap-3 rounded-card border border-ink-200 bg-ink-50 p-4 sm:grid-cols-2 md:grid md:border-0 md:bg-transparent md:p-0`}
            >
              <div>
                <label htmlFor={`${ids}-category`} className="mb-1 block text-sm font-semibold text-ink-700">
                  Category
                </label>
                <select
                  id={`${ids}-category`}
                  value={state.category}
                  onChange={(event) => update({ category: event.target.value as FindTestState["category"], page: 1 })}
                  className={selectClass()}
                >
                  {FIND_TEST_CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {categoryLabels[value]}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${ids}-specialty`} className="mb-1 block text-sm font-semibold text-ink-700">
                  Specialty
                </label>
                <select
                  id={`${ids}-specialty`}
                  value={state.specialty}
                  onChange={(event) => update({ specialty: event.target.value as FindTestState["specialty"], page: 1 })}
                  className={selectClass()}
                >
                  {FIND_TEST_SPECIALTIES.map((value) => (
                    <option key={value} value={value}>
                      {specialtyLabels[value]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
        </form>

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
            {search && <SearchEmptyState state={state} search={search} />}
          </div>
        ) : (
          <>
            {/* Table from 768 px */}
            <div className="mt-4 hidden overflow-hidden rounded-card border border-ink-200 shadow-card md:block">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Tests and health packages</caption>
                <thead className="bg-ink-50 text-ink-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">Test / Package</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Category</th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">Sample</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Report Time</th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">Price</th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      <span className="sr-only">Booking</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-200 bg-white">
                  {visible.map(({ entry: item, includes }) => (
                    <tr
                      key={item.key}
                      className="cursor-pointer align-top transition-colors hover:bg-brand-50"
                      onClick={(event) => openRow(event, item)}
                    >
                      <td className="px-4 py-3">
                        <Link to={entryHref(item, "find-test")} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                          {item.name}
                        </Link>
                        {includes && <p className="mt-1 font-medium text-ink-700">Includes {includes}</p>}
                        {item.popular && (
                          <Badge tone="accent" className="ml-2 align-middle">
                            Popular
                          </Badge>
                        )}
                        <p className="mt-1 line-clamp-2 max-w-xl text-ink-600">{item.description}</p>
                      </td>
                      <td className="px-4 py-3 text-ink-700">{categoryLabel(item)}</td>
                      <td className="hidden px-4 py-3 text-ink-700 lg:table-cell">{item.sample}</td>
                      <td className="whitespace-nowrap px-4 py-3 tabular text-ink-700">{item.reportTime ?? "On request"}</td>
                      <td className="px-4 py-3 text-right">
                        <Price amount={item.price} text={entryPriceText(item)} />
                      </td>
                      <td className="px-4 py-3 text-right">
                        <BookNow item={item} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            {/* Cards under 768 px */}
            <ul className="mt-4 grid gap-4 md:hidden">
              {visible.map(({ entry: item, includes }) => (
                <Card
                  as="li"
                  key={item.key}
                  className="cursor-pointer p-4 transition-colors hover:border-brand-300"
                  onClick={(event: React.MouseEvent) => openRow(event, item)}
                >
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-base font-semibold">
                      <Link to={entryHref(item, "find-test")} className="text-brand-800 underline-offset-2 hover:underline">
                        {item.name}
                      </Link>
                    </h3>
                    {item.popular && <Badge tone="accent">Popular</Badge>}
                  </div>
                  <p className="mt-1 text-sm text-ink-600">{categoryLabel(item)}</p>
                  {includes && <p className="mt-1 text-sm font-medium text-ink-700">Includes {includes}</p>}
                  <p className="mt-2 line-clamp-3 text-sm text-ink-700">{item.description}</p>
                  <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-ink-600">Sample</dt>
                      <dd className="font-medium text-ink-800">{item.sample}</dd>
                    </div>
                    <div>
                      <dt className="text-ink-600">Report Time</dt>
                      <dd className="tabular font-medium text-ink-800">{item.reportTime ?? "On request"}</dd>
                    </div>
                  </dl>
                  <div className="mt-4 flex items-center justify-between gap-3">
                    <Price amount={item.price} text={entryPriceText(item)} className="text-lg" />
                    <BookNow item={item} />
                  </div>
                </Card>
              ))}
            </ul>
          </>
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
      </section>

      <section aria-labelledby={`${ids}-help`} className="bg-ink-50 py-12">
        <div className="container-page">
          <Card className="items-center gap-4 p-6 text-center sm:p-10">
            <h2 id={`${ids}-help`} className="text-2xl font-bold">
              Not sure which test you need?
            </h2>
            <p className="max-w-2xl text-ink-600">
              Our experts can suggest the right test for your symptoms or prescription, and our preparation guide
              explains fasting and sample instructions for every test and package.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <BookingLink message="Hello, I'd like help choosing the right test.">
                <Icon name="MessageCircle" className="size-5" />
                Consult Our Experts
              </BookingLink>
              <ButtonLink to="/test-guide" variant="secondary">
                <Icon name="BookOpen" className="size-5" />
                Download Test Guide
              </ButtonLink>
            </div>
          </Card>
        </div>
      </section>
    </>
  );
}

function BookNow({ item }: { item: SearchEntry }) {
  return (
    <BookingLink size="sm" message={bookingMessage(item.name, entryPriceText(item))} className="whitespace-nowrap">
      Book Now<span className="sr-only">: {item.name}</span>
    </BookingLink>
  );
}
