import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Badge, Card } from "#app/components/ui/card.tsx";
import { clearPackage, removePackageItem, setPackageIds } from "#app/components/ui/my-package-store.ts";
import { Price } from "#app/components/ui/price.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { itemCountText } from "#app/domain/my-package-ids.ts";
import { isPackageLine, overlapSavingText, overlapTestLabel, type Overlap, type PackageLine } from "#app/domain/my-package.ts";
import { myPackage } from "#words/my-package.ts";

type Props = {
  lines: readonly PackageLine[];
  /** The items a package on the list already includes, each flagged on its card. */
  overlaps: readonly Overlap[];
  /** The list holds prescription lines as written too, which "Clear all" clears with it. */
  hasNotes?: boolean;
};

/**
 * The list itself: each item's facts (sample, report time, its fast in hours or "No fasting"; the
 * preparation itself is the list's Preparation section, said once), a flag with the saving when a chosen
 * package already includes it, and a Remove button; plus "Clear all" (with an undo).
 */
export function PackageItems({ lines, overlaps, hasNotes = false }: Props) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cleared, setCleared] = useState<string[] | null>(null);
  const [status, setStatus] = useState("");
  const focusHeading = () => headingRef.current?.focus();

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {myPackage.items.yourTests} <span className="tabular text-lg font-semibold text-ink-600">({itemCountText(lines.length)})</span>
        </h2>
        {(lines.length > 0 || hasNotes) && (
          <Button
            variant="ghost"
            size="sm"
            className="print:hidden"
            onClick={() => {
              setCleared(lines.map((l) => l.id));
              clearPackage();
              setStatus(myPackage.items.cleared);
            }}
          >
            {myPackage.items.clearAll}
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 flex flex-wrap items-center gap-3 text-ink-700 empty:hidden print:hidden">
        {status}
        {cleared && lines.length === 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setPackageIds(cleared);
              setCleared(null);
              setStatus(myPackage.items.back);
            }}
          >
            {myPackage.items.undo}
          </Button>
        )}
      </p>
      <ul className="mt-4 grid gap-3 sm:gap-4" data-testid="package-items">
        {lines.map((line) => {
          const overlap = overlaps.find((o) => o.test.id === line.id);
          return (
            <Card as="li" key={line.id} className="print:break-inside-avoid print:shadow-none" data-testid="package-item">
              {/* The price top-right beside the name, as on every card of a list (docs/decisions/019-one-card-for-every-list.md). */}
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Badge tone={isPackageLine(line) ? "neutral" : "brand"}>
                    {isPackageLine(line) ? myPackage.items.package : myPackage.items.test}
                  </Badge>
                  <h3 className="mt-1 text-lg font-semibold">
                    <a href={localHref(line.href)} className="hover:text-brand-700 hover:underline">
                      {line.name}
                    </a>
                  </h3>
                </div>
                <Price
                  amount={line.price}
                  text={line.priceText}
                  tone="brand"
                  className={line.priceText ? "max-w-44 shrink-0 text-right text-lg" : "shrink-0 text-xl"}
                />
              </div>
              {/* A term beside its value, as on every card of a list. */}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="font-medium text-ink-700">{myPackage.items.sample}</dt>
                <dd className="text-ink-800">{line.sample}</dd>
                <dt className="font-medium text-ink-700">{myPackage.items.reportTime}</dt>
                <dd className="tabular text-ink-800">{line.reportTime}</dd>
                <dt className="font-medium text-ink-700">{myPackage.items.fasting}</dt>
                <dd className="tabular text-ink-800" data-testid="item-fasting">
                  {line.fastingHours === null
                    ? myPackage.items.noFasting
                    : myPackage.items.fastingHours(line.fastingHours, line.fastingLimit)}
                </dd>
              </dl>
              {overlap && (
                <p className="mt-4 rounded-control bg-accent-50 px-3 py-2 text-sm font-semibold text-ink-900" data-testid="overlap-flag">
                  {overlapSavingText(overlap)}
                </p>
              )}
              <div className="mt-4 print:hidden">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    removePackageItem(line.id);
                    setCleared(null);
                    setStatus(myPackage.items.removed(line.name, itemCountText(lines.length - 1)));
                    focusHeading();
                  }}
                >
                  {myPackage.items.remove}
                  <span className="sr-only"> {overlap ? overlapTestLabel(overlap) : line.name}</span>
                </Button>
              </div>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
