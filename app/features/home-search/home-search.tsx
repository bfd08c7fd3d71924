import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import { useSiteSearch } from "#app/components/ui/use-site-search.ts";
import { localHref } from "#app/domain/local-href.ts";
import { homeSearch } from "#words/home-search.ts";
import { optionIndex, SuggestionOption } from "./suggestion-option.tsx";

/** Suggestions close 200 ms after the box loses focus, so a click on one still lands. */
export const SEARCH_BLUR_CLOSE_MS = 200;

/**
 * The home page's test and package search: a WAI-ARIA 1.2 combobox with a listbox popup.
 * Suggestions appear from 3 characters (at most 10); choosing one opens its details with ?from=home.
 * Submitting without choosing opens the find-test list for the text.
 */
export function HomeSearch({ searchUrl }: { searchUrl: string }) {
  const ids = useId();
  const inputId = `${ids}-input`;
  const listboxId = `${ids}-listbox`;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  // The index's search part (docs/decisions/040-search-index-in-parts.md) loads when the box is first
  // used, not with the page; suggestions need 3 characters, so it has arrived by the time they are due.
  // Submitting always opens /find-test.
  const { search, failed, load } = useSiteSearch(searchUrl);
  // Searched once per text, not again when only the highlighted option or the popup's state changes.
  const suggestions = useMemo(
    () => (search ? search.homeSuggestions(search.siteSearchIndex, query, search.siteSearchOptions) : []),
    [search, query],
  );
  // A symptom that can be an emergency ("chest pain") shows its call-112 box above the suggestions.
  const notices = useMemo(
    () => (search ? search.emergencyNotices(search.emergencyTerms, search.safetyNotices, query, search.siteSearchOptions) : []),
    [search, query],
  );
  const expanded = open && suggestions.length > 0;
  const showNotices = open && notices.length > 0;
  // A failed load says so once something is typed, with a way to try again.
  const showFailure = open && failed && query.trim() !== "";
  const activeId = expanded && active >= 0 ? `${ids}-option-${active}` : undefined;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function choose(index: number) {
    const hit = suggestions[index];
    if (!hit || !search) return;
    setOpen(false);
    setActive(-1);
    window.location.assign(localHref(search.entryHref(hit.entry, "home")));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
        break;
      case "Enter":
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== "") {
          event.preventDefault();
          setQuery("");
        }
        break;
    }
  }

  return (
    <form
      role="search"
      aria-label={homeSearch.label}
      action={localHref("/find-test")}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const q = query.trim();
        window.location.assign(localHref(q ? `/find-test?q=${encodeURIComponent(q)}` : "/find-test"));
      }}
      className="w-full"
    >
      <label htmlFor={inputId} className="mb-2 block text-base font-semibold text-ink-800">
        {homeSearch.heading}
      </label>
      <div className="relative flex gap-2">
        <div className="relative flex-1">
          <Icon name="Search" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-ink-500" />
          <input
            id={inputId}
            name="q"
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={`${ids}-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={query}
            placeholder={homeSearch.placeholder}
            onChange={(event) => {
              load();
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              load();
              clearTimeout(closeTimer.current);
              setOpen(true);
            }}
            onBlur={() => {
              clearTimeout(closeTimer.current);
              closeTimer.current = setTimeout(() => {
                setOpen(false);
                setActive(-1);
              }, SEARCH_BLUR_CLOSE_MS);
            }}
            onKeyDown={onKeyDown}
            className="min-h-12 w-full rounded-control border border-ink-300 bg-white py-2 pl-10 pr-3 text-base text-ink-900 shadow-card placeholder:text-ink-500"
          />
        </div>
        {/* An icon on phones, so the box keeps the width for what is typed; the word from the small breakpoint. */}
        <button
          type="submit"
          className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-control bg-brand-700 font-semibold text-white hover:bg-brand-800 sm:px-5"
        >
          <Icon name="Search" className="size-5 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{homeSearch.search}</span>
        </button>
        {/* Under the box and the button, the full width of the form (phones have little room). The input
            keeps focus (aria-activedescendant); options are chosen by click or Enter. One set of handlers
            on the list serves every option, so options that stay from one key to the next are not rendered
            again. */}
        <div
          hidden={!expanded && !showNotices && !showFailure}
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-card border border-ink-200 bg-white shadow-raised"
        >
          {showNotices && <SafetyBoxes notices={notices} compact className="m-2" />}
          {showFailure && (
            <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-ink-800">
              <span>{homeSearch.loadFailed}</span>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={load}
                className="min-h-10 rounded-control border border-ink-300 px-3 font-semibold text-brand-800"
              >
                {homeSearch.tryAgain}
              </button>
            </div>
          )}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={homeSearch.suggestions}
            hidden={!expanded}
            className="max-h-80 overflow-y-auto py-1"
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              const index = optionIndex(event);
              if (index !== null) choose(index);
            }}
            onMouseMove={(event) => {
              const index = optionIndex(event);
              if (index !== null && index !== active) setActive(index);
            }}
          >
            {expanded &&
              search &&
              suggestions.map(({ entry, includes }, index) => (
                // Keyed by place: when the next key changes the suggestions, each option is updated in
                // place rather than removed and built again.
                <SuggestionOption
                  key={index}
                  id={`${ids}-option-${index}`}
                  index={index}
                  entry={entry}
                  includes={includes}
                  selected={index === active}
                  search={search}
                />
              ))}
          </ul>
        </div>
      </div>
      {/* Touch and pointer users read this; the combobox role tells screen-reader users how to move
          through the suggestions, so the hint does not speak of keys. */}
      <p id={`${ids}-hint`} className="mt-2 text-sm text-ink-600">
        {homeSearch.hint}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {showNotices ? `${notices.map((notice) => notice.title).join(" ")} ` : ""}
        {expanded ? homeSearch.available(suggestions.length) : ""}
        {showFailure ? homeSearch.loadFailed : ""}
      </p>
    </form>
  );
}
