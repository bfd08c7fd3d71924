/** The find-test search form: the search box, and the category and specialty filters (a panel under 768 px). */
import { useState } from "react";
import { selectClass } from "#app/components/ui/field.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { FIND_TEST_CATEGORIES, FIND_TEST_SPECIALTIES, type FindTestState } from "#app/domain/find-test-query.ts";
import { findTest } from "#words/find-test.ts";

export const categoryLabels: Record<(typeof FIND_TEST_CATEGORIES)[number], string> = findTest.categories;
const specialtyLabels: Record<(typeof FIND_TEST_SPECIALTIES)[number], string> = findTest.specialties;

/** The two filters, each a select over its closed list (a pick starts again at page 1). */
const filterSelects = [
  { key: "category", options: FIND_TEST_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })) },
  { key: "specialty", options: FIND_TEST_SPECIALTIES.map((value) => ({ value, label: specialtyLabels[value] })) },
] as const;

export function FindTestFilters({
  ids,
  state,
  searchText,
  update,
  onType,
  onSettle,
}: {
  ids: string;
  state: FindTestState;
  searchText: string;
  update: (patch: Partial<FindTestState>, options?: { replace?: boolean }) => void;
  /** A keystroke in the search box (the results follow at once, the URL once typing settles). */
  onType: (text: string) => void;
  /** The search box is done with for now (it lost focus, or Enter): the URL catches up at once. */
  onSettle: () => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <form
      role="search"
      aria-label={findTest.form.label}
      onSubmit={(event) => {
        event.preventDefault();
        onSettle();
      }}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor={`${ids}-q`} className="mb-1 block text-sm font-semibold text-ink-700">
            {findTest.form.search}
          </label>
          <div className="relative">
            <Icon name="Search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
            <input
              id={`${ids}-q`}
              type="search"
              value={searchText}
              onChange={(event) => onType(event.target.value)}
              onBlur={onSettle}
              // Short enough for the box at every width (its narrowest is beside the two filters at 768 px);
              // the label names the box (docs/decisions/022-compact-rows-on-phones.md).
              placeholder={findTest.form.placeholder}
              autoComplete="off"
              maxLength={200}
              className="min-h-11 w-full rounded-control border border-ink-300 bg-white py-2 pl-10 pr-3 text-base text-ink-900 placeholder:text-ink-500"
            />
          </div>
        </div>
        <button
          type="button"
          // The panel and the icon follow aria-expanded in CSS (peer / group), so a tap before hydration,
          // which the pre-hydration script answers by flipping aria-expanded, opens the panel at once.
          className="peer group inline-flex min-h-11 items-center justify-center gap-2 rounded-control border border-ink-300 bg-white px-4 font-semibold text-ink-800 md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Icon name="X" className="hidden size-4 group-aria-expanded:block" />
          <Icon name="Filter" className="size-4 group-aria-expanded:hidden" />
          {findTest.form.filters}
          {(state.category !== "all" || state.specialty !== "all") && (
            <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
              {(state.category !== "all" ? 1 : 0) + (state.specialty !== "all" ? 1 : 0)}
              <span className="sr-only">{findTest.form.active}</span>
            </span>
          )}
        </button>
        <div
          id={`${ids}-filters`}
          className="hidden gap-3 rounded-card border border-ink-200 bg-ink-50 p-4 peer-aria-expanded:grid sm:grid-cols-2 md:grid md:border-0 md:bg-transparent md:p-0"
        >
          {filterSelects.map(({ key, options }) => (
            <div key={key}>
              <label htmlFor={`${ids}-${key}`} className="mb-1 block text-sm font-semibold text-ink-700">
                {findTest.form[key]}
              </label>
              <select
                id={`${ids}-${key}`}
                value={state[key]}
                // The select offers only its list's values, so the value is one of them.
                onChange={(event) => update({ [key]: event.target.value, page: 1 })}
                className={selectClass()}
              >
                {options.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
