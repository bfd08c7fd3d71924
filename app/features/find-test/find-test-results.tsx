/** The find-test results: one card per test or package, as on every list; a click anywhere on a card opens its details. */
import { memo, useState } from "react";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { ItemList } from "#app/components/ui/item-list.tsx";
import type { FIND_TEST_CATEGORIES } from "#app/domain/find-test-query.ts";
import { localHref } from "#app/domain/local-href.ts";
import { formatRupees } from "#app/domain/money.ts";
import { packageIdFromSearchKey } from "#app/domain/my-package-ids.ts";
import { entryHref, entryPriceText } from "#app/domain/search-entry.ts";
import type { SearchEntry } from "#app/domain/search-index.ts";
import { emergencyNumber } from "#content/emergency.ts";
import { findTest } from "#words/find-test.ts";
import { categoryLabels } from "./find-test-filters.tsx";

/** Label of an item's category in the list ("Pathology", "Health Package"). */
function categoryLabel(item: SearchEntry): string {
  if (item.kind === "package") return findTest.healthPackage;
  return categoryLabels[item.category as (typeof FIND_TEST_CATEGORIES)[number]] ?? item.category;
}

type Visible = readonly { entry: SearchEntry; includes?: string }[];

/** A click anywhere on a card opens its details; its own links and buttons act normally. */
function openRow(event: React.MouseEvent, item: SearchEntry) {
  if ((event.target as Element).closest("a, button")) return;
  window.location.assign(localHref(entryHref(item, "find-test")));
}

/**
 * Cards from this place on wait for typing to pause: app/app.css does not lay them out while someone types
 * (from the fourth card; from the fifth on the two-column tablet layout), and they keep the item they
 * showed until then, so a key renders only the cards that can be seen
 * (docs/decisions/043-the-first-screen-follows-each-key.md).
 */
const CARDS_FOLLOWING_EACH_KEY = 4;

/**
 * The result cards, one column on phones, two from 768 px, three from 1280 px, under the warnings of the
 * cards shown (a call-112 line, a fast's medicine warning), each said once and following the results as
 * they are searched, filtered and paged (docs/content-review.md, rules 1 and 5). Cards are memoised (a
 * card whose item stays in its place is not rendered again) and keyed by their place in the list, not by
 * item: when the next key changes the list, each card's elements are updated in place with the new
 * item's text instead of being thrown away and built again, which is most of a keystroke's work
 * otherwise. (The one state in a card, the Add to Package button's announcement, remembers the item it
 * was made for.) While `typing`, the cards past the first screen wait for the pause.
 */
export function FindTestResults({ visible, typing = false }: { visible: Visible; typing?: boolean }) {
  // The list as it was when typing last paused (information from earlier renders, kept as React keeps it);
  // a list that first shows while someone types has none, so its later places hold an empty card till then.
  const [settled, setSettled] = useState(typing ? [] : visible);
  if (!typing && settled !== visible) setSettled(visible);
  const cards = typing ? visible.map((hit, place) => (place < CARDS_FOLLOWING_EACH_KEY ? hit : (settled[place] ?? null))) : visible;
  return (
    <div className="mt-2 sm:mt-4" data-typing={typing ? "" : undefined}>
      <ItemList
        items={visible.map(({ entry }) => ({ name: entry.name, alert: entry.alert, fastingNote: entry.facts.fastingNote }))}
        label={findTest.resultsList}
        emergencySummary={emergencySummary}
        className="grid gap-2.5 sm:gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        {cards.map((hit, place) =>
          hit ? (
            <ResultCard key={place} item={hit.entry} includes={hit.includes} />
          ) : (
            <li key={place} aria-hidden="true" className="rounded-card border border-ink-200 bg-white" />
          ),
        )}
      </ItemList>
    </div>
  );
}

/** The cards' call-112 lines behind one line, so the first card stays on the first screen (decision 057). */
const emergencySummary = { line: findTest.safety.line(emergencyNumber), which: findTest.safety.which };

type CardProps = { item: SearchEntry; includes: string | undefined };

const ResultCard = memo(function ResultCard({ item, includes }: CardProps) {
  // Tests and packages join My Package; home-care services and packages (priced with their home visits)
  // are booked on chat only.
  const packageId = packageIdFromSearchKey(item.key);
  return (
    <ItemCard
      name={item.name}
      untranslated={item.untranslated}
      href={entryHref(item, "find-test")}
      price={item.price}
      priceText={entryPriceText(item)}
      popular={item.popular}
      meta={
        <>
          <span>{categoryLabel(item)}</span>
          {includes && <span className="font-medium text-ink-700">{findTest.includes(includes)}</span>}
          {item.alsoIn && (
            <span className="font-medium text-ink-700">{findTest.alsoIn(item.alsoIn.name, formatRupees(item.alsoIn.price))}</span>
          )}
        </>
      }
      facts={item.facts}
      packageItemId={packageId ?? undefined}
      density="compact"
      className="cursor-pointer transition-colors hover:border-brand-300"
      onClick={(event) => openRow(event, item)}
    >
      {/* The description is for a closer look: phones keep the list short, the details page has it all. */}
      <p className="mt-2 hidden text-sm text-ink-600 sm:line-clamp-2">{item.description}</p>
    </ItemCard>
  );
});
