import { Fragment, useState, type ReactNode } from "react";
import { cx } from "./cx.ts";

export type FilterOption<T extends string> = { value: T; label: string; count?: number };

/**
 * One-choice filter as a group of toggle buttons (aria-pressed). Used by gallery, news, centres,
 * articles. The count, when given, is shown after the label.
 */
export function FilterBar<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cx("flex flex-wrap gap-2", className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cx(
              "min-h-10 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-ink-300 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-800",
            )}
          >
            {option.label}
            {option.count !== undefined && " "}
            {option.count !== undefined && (
              <span className={cx("ml-0.5 tabular", pressed ? "text-brand-100" : "text-ink-500")}>({option.count})</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** A card's place in a `FilteredCards` list: the name of the slot holding its HTML, and its group. */
export type FilteredCard = { slot: CardSlot; group: string };
/** The slot names a `FilteredCards` list takes its cards from ("card0", "card1", …). */
export type CardSlot = `card${number}`;

/** The slot of the card at `index` in a `FilteredCards` list. */
export function cardSlot(index: number): CardSlot {
  return `card${index}`;
}

/**
 * A one-choice filter over cards that are plain HTML: the page renders each card once, at build time,
 * into the slot `cards[i].slot` (an island's slots arrive as React nodes), and this shows the cards of
 * the chosen group in their order, so a card needs no JavaScript of its own. All are shown by default
 * ("all"). `empty` shows when a group has no card; `shownText` ("centres shown") makes a polite status
 * line, "9 centres shown", for screen readers.
 */
export function FilteredCards({
  label,
  options,
  cards,
  gridClassName,
  shownText,
  empty,
  ...slots
}: {
  label: string;
  options: FilterOption<string>[];
  cards: readonly FilteredCard[];
  gridClassName: string;
  shownText?: string;
  empty?: ReactNode;
} & { [slot: CardSlot]: ReactNode }) {
  const [filter, setFilter] = useState("all");
  const shown = cards.filter((card) => filter === "all" || card.group === filter);
  return (
    <>
      <FilterBar label={label} options={options} value={filter} onChange={setFilter} className="mb-8 justify-center" />
      {shownText !== undefined && (
        <p className="sr-only" role="status">
          {shown.length} {shownText}
        </p>
      )}
      {shown.length === 0 ? (
        empty
      ) : (
        <div className={gridClassName}>
          {shown.map((card) => (
            <Fragment key={card.slot}>{slots[card.slot]}</Fragment>
          ))}
        </div>
      )}
    </>
  );
}
