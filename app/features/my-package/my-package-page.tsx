import { useEffect, useMemo, type ReactNode } from "react";
import { localHref } from "~/domain/local-href";
import { myPackage } from "~/content/ui/en/my-package";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { usePackageIds, setPackageIds } from "~/components/ui/my-package-store";
import { PageHero } from "~/components/ui/page-hero";
import { Price } from "~/components/ui/price";
import { SafetyBoxes } from "~/components/ui/safety-box";
import { EmptyState } from "~/components/ui/states";
import { siteConfig } from "~/config/site";
import { findOverlaps, listNotices, overlapSaving, packageTotal, resolvePackage, sharedPreparation } from "~/domain/my-package";
import { composeBookingMessage } from "~/domain/my-package-booking";
import { itemCountText } from "~/domain/my-package-ids";
import { BookingActions } from "./booking-actions";
import { BookingDetailsFields } from "./booking-details";
import { OverlapNotice, PreparationSummary } from "./package-notes";
import { PackageItems } from "./package-items";
import type { PackageData } from "./package-sources";
import { ShareImport } from "./share-import";
import { useBookingDetails } from "./use-booking-details";
import { centreNameIn, usePackageData } from "./use-package-data";

/**
 * /my-package: the patient's own list, kept in this browser (docs/decisions/009-my-package.md). The
 * page's heading is plain HTML; `list` is the rest, an island (`MyPackageList`).
 */
export function MyPackagePage({ list }: { list?: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={myPackage.hero.eyebrow}
        title={myPackage.hero.title}
        lead={myPackage.hero.lead}
      />
      {list}
    </>
  );
}

/**
 * The list, its total, booking details and booking actions (an island). The pre-rendered HTML cannot
 * know the list, so it shows a short note; the list appears once the island has hydrated and the
 * content it is resolved against has loaded (on demand, so the page's first load stays small).
 */
export function MyPackageList() {
  const ids = usePackageIds();
  const data = usePackageData();
  return (
    <div className="container-page py-10">
      {ids === null || data === null ? (
        <>
          <p className="text-ink-700">{myPackage.loadingNote}</p>
          <noscript>
            <p className="mt-3 font-semibold text-ink-900">{myPackage.needsScript(siteConfig.supportPhone)}</p>
          </noscript>
        </>
      ) : (
        <>
          <ShareImport ids={ids} data={data} />
          {ids.length === 0 ? <EmptyPackage /> : <FilledPackage ids={ids} data={data} />}
        </>
      )}
    </div>
  );
}

function EmptyPackage() {
  return (
    <div className="grid gap-6">
      <EmptyState title={myPackage.empty.title} message={myPackage.empty.message} />
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink href={localHref("/find-test")}>{myPackage.empty.findTest}</ButtonLink>
        <ButtonLink href={localHref("/health-packages")} variant="secondary">
          {myPackage.empty.healthPackages}
        </ButtonLink>
      </div>
    </div>
  );
}

function FilledPackage({ ids, data }: { ids: readonly string[]; data: PackageData }) {
  const { lines, unknown } = useMemo(() => resolvePackage(ids, data.sources), [ids, data]);
  const centreIds = useMemo(() => data.centres.map((c) => c.id), [data]);
  const [details, update] = useBookingDetails(centreIds);
  const total = packageTotal(lines);
  const overlaps = useMemo(() => findOverlaps(lines), [lines]);
  const { saving, totalAfter } = overlapSaving(lines);
  const sharedSteps = useMemo(() => sharedPreparation(lines, data.sources), [lines, data]);
  const notices = useMemo(() => listNotices(lines, data.sources), [lines, data]);
  const message = composeBookingMessage({ lines, details, centreName: centreNameIn(data, details.centreId) });

  // Items the content no longer has are dropped from the stored list, quietly.
  useEffect(() => {
    if (unknown.length > 0) setPackageIds(lines.map((line) => line.id));
  }, [unknown, lines]);

  if (lines.length === 0) return <EmptyPackage />;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start print:block">
      <div className="grid gap-6">
        <SafetyBoxes notices={notices} />
        <OverlapNotice lines={lines} />
        <PackageItems lines={lines} overlaps={overlaps} sharedSteps={sharedSteps} />
        <PreparationSummary lines={lines} sources={data.sources} />
      </div>
      <div className="grid gap-6 lg:sticky lg:top-24">
        <Card className="print:mt-6 print:border-0 print:p-0 print:shadow-none" data-testid="package-total">
          <p className="text-sm font-semibold uppercase tracking-wider text-ink-600">{myPackage.total}</p>
          <p className="mt-1 flex items-baseline justify-between gap-3">
            <Price amount={total} tone="brand" className="text-3xl" />
            <span className="tabular text-ink-700">{itemCountText(lines.length)}</span>
          </p>
          {saving > 0 && (
            <p className="mt-2 text-sm text-ink-800" data-testid="total-after-saving">
              <Price amount={totalAfter} className="text-base" /> {myPackage.ifYouRemove}{" "}
              <Price amount={saving} tone="quiet" />
              {myPackage.ifYouRemoveEnd}
            </p>
          )}
        </Card>
        <Card className="print:hidden">
          <BookingDetailsFields data={data} details={details} update={update} />
        </Card>
        <Card className="print:hidden">
          <BookingActions ids={lines.map((line) => line.id)} message={message} />
        </Card>
      </div>
    </div>
  );
}
