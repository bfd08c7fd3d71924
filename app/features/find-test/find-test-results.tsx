/** The find-test results: a table from 768 px, cards under it; a click anywhere on a row opens its details. */
import { Icon } from "~/components/ui/icon";
import { memo, useCallback } from "react";
import { Link, useNavigate } from "react-router";
import { AddToPackageButton } from "~/components/ui/add-to-package-button";
import { BookingLink } from "~/components/ui/booking-link";
import { Badge, Card } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import { useMediaQuery } from "~/components/ui/use-media-query";
import { bookingMessage } from "~/domain/booking";
import { packageIdFromSearchKey } from "~/domain/my-package-ids";
import type { FIND_TEST_CATEGORIES } from "~/domain/find-test-query";
import { entryHref, entryPriceText, type SearchEntry } from "~/domain/search-index";
import { categoryLabels } from "./find-test-filters";

/** Label of an item's category in the list ("Pathology", "Health Package"). */
function categoryLabel(item: SearchEntry): string {
  if (item.kind === "package") return "Health Package";
  return categoryLabels[item.category as (typeof FIND_TEST_CATEGORIES)[number]] ?? item.category;
}

/** Tailwind's `md` breakpoint: the table from here, the cards under it. */
const TABLE_QUERY = "(min-width: 48rem)";

type Visible = readonly { entry: SearchEntry; includes?: string }[];
type OpenRow = (event: React.MouseEvent, item: SearchEntry) => void;

/**
 * The pre-rendered HTML holds both layouts (CSS shows one, also without JavaScript); once hydrated only
 * the one the screen shows is rendered, so a keystroke builds half the rows. Rows are memoised (a row
 * whose item stays in its place is not rendered again) and keyed by their place in the list, not by item:
 * when the next key changes the list, each row's elements are updated in place with the new item's text
 * instead of being thrown away and built again, which is most of a keystroke's work otherwise. (The
 * one state in a row, the Add to Package button's announcement, remembers the item it was made for.)
 */
export function FindTestResults({ visible }: { visible: Visible }) {
  const navigate = useNavigate();
  const wide = useMediaQuery(TABLE_QUERY);

  /** A click anywhere on a row (or card) opens its details; its own links and buttons act normally. */
  const openRow = useCallback<OpenRow>(
    (event, item) => {
      if ((event.target as Element).closest("a, button")) return;
      void navigate(entryHref(item, "find-test"));
    },
    [navigate],
  );

  return (
    <>
      {/* Table from 768 px */}
      {wide !== false && (
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
              {visible.map(({ entry, includes }, place) => (
                <ResultRow key={place} item={entry} includes={includes} openRow={openRow} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {/* Cards under 768 px */}
      {wide !== true && (
        <ul className="mt-4 grid gap-4 md:hidden">
          {visible.map(({ entry, includes }, place) => (
            <ResultCard key={place} item={entry} includes={includes} openRow={openRow} />
          ))}
        </ul>
      )}
    </>
  );
}

type RowProps = { item: SearchEntry; includes: string | undefined; openRow: OpenRow };

/**
 * The call-112 line of a test that must not be booked for an emergency ("Chest pain now? Call 112."),
 * under its description in the list; its page shows the whole box (docs/content-review.md, rule 1).
 */
function EmergencyLine({ alert }: { alert: string | undefined }) {
  if (!alert) return null;
  return (
    <p data-safety="emergency" className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-800">
      <Icon name="Ambulance" className="mt-0.5 size-4 shrink-0" />
      {alert}
    </p>
  );
}

const ResultRow = memo(function ResultRow({ item, includes, openRow }: RowProps) {
  return (
    <tr className="cursor-pointer align-top transition-colors hover:bg-brand-50" onClick={(event) => openRow(event, item)}>
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
        <EmergencyLine alert={item.alert} />
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
  );
});

const ResultCard = memo(function ResultCard({ item, includes, openRow }: RowProps) {
  return (
    <Card
      as="li"
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
      <EmergencyLine alert={item.alert} />
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
  );
});

function BookNow({ item }: { item: SearchEntry }) {
  // Tests and packages join My Package; home-care services (priced as ranges) are booked on chat only.
  const packageId = packageIdFromSearchKey(item.key);
  return (
    <span className="inline-flex flex-col items-stretch gap-2">
      <BookingLink size="sm" message={bookingMessage(item.name, entryPriceText(item))} className="whitespace-nowrap">
        Book Now<span className="sr-only">: {item.name}</span>
      </BookingLink>
      {packageId !== null && <AddToPackageButton itemId={packageId} name={item.name} className="whitespace-nowrap" />}
    </span>
  );
}
