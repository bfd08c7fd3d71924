/** The find-test results: one card per test or package, as on every list; a click anywhere on a card opens its details. */
import { memo } from "react";
import { localHref } from "~/domain/local-href";
import { findTest } from "~/content/ui/en/find-test";
import { Icon } from "~/components/ui/icon";
import { ItemCard } from "~/components/ui/item-card";
import { packageIdFromSearchKey } from "~/domain/my-package-ids";
import type { FIND_TEST_CATEGORIES } from "~/domain/find-test-query";
import { entryHref, entryPriceText, type SearchEntry } from "~/domain/search-index";
import { categoryLabels } from "./find-test-filters";

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
 * The result cards, one column on phones, two from 768 px, three from 1280 px. Cards are memoised (a
 * card whose item stays in its place is not rendered again) and keyed by their place in the list, not by
 * item: when the next key changes the list, each card's elements are updated in place with the new
 * item's text instead of being thrown away and built again, which is most of a keystroke's work
 * otherwise. (The one state in a card, the Add to Package button's announcement, remembers the item it
 * was made for.)
 */
export function FindTestResults({ visible }: { visible: Visible }) {
  return (
    <ul aria-label={findTest.resultsList} className="mt-4 grid gap-2.5 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
      {visible.map(({ entry, includes }, place) => (
        <ResultCard key={place} item={entry} includes={includes} />
      ))}
    </ul>
  );
}

type CardProps = { item: SearchEntry; includes: string | undefined };

/**
 * The call-112 line of a test that must not be booked for an emergency ("Chest pain now? Call 112."),
 * on its card; its page shows the whole box (docs/content-review.md, rule 1).
 */
function EmergencyLine({ alert }: { alert: string | undefined }) {
  if (!alert) return null;
  return (
    <p data-safety="emergency" className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-800 sm:mt-2">
      <Icon name="Ambulance" className="mt-0.5 size-4 shrink-0" />
      {alert}
    </p>
  );
}

const ResultCard = memo(function ResultCard({ item, includes }: CardProps) {
  // Tests and packages join My Package; home-care services and packages (priced with their home visits)
  // are booked on chat only.
  const packageId = packageIdFromSearchKey(item.key);
  return (
    <ItemCard
      name={item.name}
      href={entryHref(item, "find-test")}
      price={item.price}
      priceText={entryPriceText(item)}
      popular={item.popular}
      meta={
        <>
          <span>{categoryLabel(item)}</span>
          {includes && <span className="font-medium text-ink-700">{findTest.includes(includes)}</span>}
        </>
      }
      notice={<EmergencyLine alert={item.alert} />}
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
