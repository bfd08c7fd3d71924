/**
 * One suggestion of the home search's listbox (its name, kind and price), and which one the pointer is on.
 * Options carry no handlers of their own: the list's one set serves them all (home-search.tsx).
 */
import { memo, type MouseEvent } from "react";
import type { SiteSearch } from "#app/components/ui/use-site-search.ts";
import type { SearchEntry } from "#app/domain/search-index.ts";
import { homeSearch } from "#words/home-search.ts";

/** The index of the option under the pointer (its `data-index`), or null between options. */
export function optionIndex(event: MouseEvent): number | null {
  const option = (event.target as Element).closest<HTMLElement>("[role=option]");
  return option ? Number(option.dataset.index) : null;
}

export const SuggestionOption = memo(function SuggestionOption({
  id,
  index,
  entry,
  includes,
  selected,
  search,
}: {
  id: string;
  index: number;
  entry: SearchEntry;
  includes: string | undefined;
  selected: boolean;
  search: SiteSearch;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-index={index}
      className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 ${
        selected ? "bg-brand-50 text-brand-900" : "text-ink-800"
      }`}
    >
      <span className="min-w-0">
        <span className="line-clamp-2 font-medium" lang={entry.untranslated ? "en" : undefined}>
          {entry.name}
        </span>
        <span className="block text-xs text-ink-600">
          {search.entryKindLabel(entry.kind)}
          {includes && homeSearch.includes(includes)}
        </span>
      </span>
      <span className="tabular shrink-0 text-sm font-semibold text-ink-900">{search.entryPriceText(entry)}</span>
    </li>
  );
});
