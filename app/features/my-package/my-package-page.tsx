import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { Button, CentredButtonLinkPair } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { usePackageNotes } from "#app/components/ui/my-package-notes-store.ts";
import { usePackageIds, setPackageIds } from "#app/components/ui/my-package-store.ts";
import { publishPackageBooking } from "#app/components/ui/package-booking.ts";
import { usePackageLines } from "#app/components/ui/package-lines.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import { EmptyState } from "#app/components/ui/states.tsx";
import { siteConfig } from "#app/config/site.ts";
import { chatHref } from "#app/domain/booking.ts";
import { localHref } from "#app/domain/local-href.ts";
import { composeBookingMessage, detailToFix } from "#app/domain/my-package-booking.ts";
import { itemCountText } from "#app/domain/my-package-ids.ts";
import { findOverlaps, type PackageLine, listNotices, overlapSaving, packageTotal } from "#app/domain/my-package.ts";
import { myPackage } from "#words/my-package.ts";
import { BookingActions } from "./booking-actions.tsx";
import { BookingDetailsFields, type PinResult } from "./booking-details.tsx";
import { centreNameIn, type PackageData } from "./package-data.ts";
import { PackageItems } from "./package-items.tsx";
import { OverlapNotice, PreparationSummary } from "./package-notes.tsx";
import { ShareImport, useShareLink } from "./share-import.tsx";
import { useBookingDetails } from "./use-booking-details.ts";
import { WrittenLines } from "./written-lines.tsx";

/**
 * /my-package: the patient's own list, kept in this browser (docs/decisions/009-my-package.md). The
 * page's heading is plain HTML; `list` is the rest, an island (`MyPackageList`).
 */
export function MyPackagePage({ list }: { list?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={myPackage.hero.eyebrow} title={myPackage.hero.title} lead={myPackage.hero.lead} />
      {list}
    </>
  );
}

/** False in the pre-rendered HTML and while the island hydrates; true in the render React does at once after it, before the browser paints. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one re-render after hydration, in the same frame, so the list replaces the placeholder before the browser paints
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The list, its total, booking details and booking actions (an island). `data` is what the page carries
 * in its HTML (app/routes/my-package.data.ts); the items' lines come from the shards the list needs
 * (docs/decisions/039-my-package-item-shards.md). The pre-rendered HTML cannot know the list, so it holds
 * a placeholder; after hydration the same placeholder stays while the shards load, then the list replaces
 * it in place (docs/decisions/031-my-package-in-place.md).
 */
export function MyPackageList({ data }: { data: PackageData }) {
  const hydrated = useHydrated();
  const stored = usePackageIds();
  const notes = usePackageNotes();
  return (
    <div className="container-page py-10">
      {hydrated && stored !== null && notes !== null ? <ShownList stored={stored} notes={notes} data={data} /> : <PendingList />}
    </div>
  );
}

/**
 * Before the list is known. The pre-hydration script (app/pre-hydration.ts) marks <html
 * data-my-package> "list" when this browser holds a list or the link carries one, "empty" otherwise, and
 * app.css shows the matching placeholder: the empty state as it will be, or a stand-in for the list with
 * the footer held back until the list shows, so the list appears without moving anything. With
 * JavaScript off, neither shows: the note says the list needs it.
 */
function PendingList() {
  return (
    <>
      <ListPlaceholder hidden />
      <div data-package-placeholder="empty" className="hidden">
        <EmptyPackage />
      </div>
      <noscript>
        <p className="font-semibold text-ink-900">{myPackage.needsScript(siteConfig.supportPhone)}</p>
      </noscript>
    </>
  );
}

/**
 * The stand-in for the list, the size of three items: before hydration (shown by app.css when this browser
 * holds a list) and while the list's shards load.
 */
function ListPlaceholder({ hidden = false }: { hidden?: boolean }) {
  return (
    <div data-package-placeholder="list" className={hidden ? "hidden" : undefined} data-testid={hidden ? undefined : "package-loading"}>
      <p className="text-ink-700">{myPackage.loadingNote}</p>
      <div className="mt-6 grid gap-3 sm:gap-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 rounded-card border border-ink-200 bg-ink-50" />
        ))}
      </div>
    </div>
  );
}

/** A shard of the list did not come (offline, an error page): say so, and offer to fetch it again. */
function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-4 rounded-card border border-ink-200 bg-ink-50 p-5"
      data-testid="package-load-failed"
    >
      <p className="font-semibold text-ink-900">{myPackage.loadFailed}</p>
      <Button variant="secondary" onClick={retry}>
        {myPackage.tryAgain}
      </Button>
    </div>
  );
}

/** A share link's list, or the one this browser holds, with the prescription's lines kept as written. */
function ShownList({ stored, notes, data }: { stored: readonly string[]; notes: readonly string[]; data: PackageData }) {
  const link = useShareLink(stored);
  return (
    <>
      <ShareImport link={link} />
      {link.failed ? (
        <LoadFailed retry={link.retry} />
      ) : link.pending ? (
        <ListPlaceholder />
      ) : link.shown.length === 0 && notes.length === 0 ? (
        <EmptyPackage />
      ) : (
        <FilledPackage ids={link.shown} notes={notes} data={data} />
      )}
    </>
  );
}

function EmptyPackage() {
  return (
    <div className="grid gap-6">
      <EmptyState title={myPackage.empty.title} message={myPackage.empty.message} />
      <CentredButtonLinkPair
        main={{ href: localHref("/find-test"), label: myPackage.empty.findTest }}
        second={{ href: localHref("/health-packages"), label: myPackage.empty.healthPackages }}
      />
    </div>
  );
}

function FilledPackage({ ids, notes, data }: { ids: readonly string[]; notes: readonly string[]; data: PackageData }) {
  const { lines, unknown, loading, failed, retry } = usePackageLines(ids);
  if (failed.length > 0) return <LoadFailed retry={retry} />;
  if (loading.length > 0) return <ListPlaceholder />;
  return <ResolvedPackage lines={lines} unknown={unknown} notes={notes} data={data} />;
}

type Resolved = { lines: PackageLine[]; unknown: string[]; notes: readonly string[]; data: PackageData };

function ResolvedPackage({ lines, unknown, notes, data }: Resolved) {
  const centreIds = useMemo(() => data.centres.map((c) => c.id), [data]);
  const [details, update] = useBookingDetails(centreIds);
  const total = packageTotal(lines);
  const overlaps = useMemo(() => findOverlaps(lines), [lines]);
  const { saving, totalAfter } = overlapSaving(lines);
  const notices = useMemo(() => listNotices(lines, data.sources), [lines, data]);
  const message = composeBookingMessage({ lines, details, centreName: centreNameIn(data, details.centreId), notes });
  const href = chatHref(siteConfig.chatLink, message);

  // The one check before booking, run by the page's "Book on WhatsApp" and the phone bar's: a detail given
  // wrongly (a PIN code that is not one) is shown with its message and focused instead of booked.
  const pinFieldId = useId();
  const [pinResult, setPinResult] = useState<PinResult | null>(null);
  const toFix = detailToFix(details);
  const check = useCallback(() => {
    if (toFix === null) return true;
    setPinResult({ pin: details.pin, check: { status: "invalid" } });
    document.getElementById(pinFieldId)?.focus();
    return false;
  }, [toFix, details.pin, pinFieldId]);
  useEffect(() => {
    publishPackageBooking(lines.length > 0 || notes.length > 0 ? { href, check } : null);
    return () => publishPackageBooking(null);
  }, [lines.length, notes.length, href, check]);

  // Items the content no longer has are dropped from the stored list, quietly.
  useEffect(() => {
    if (unknown.length > 0) setPackageIds(lines.map((line) => line.id));
  }, [unknown, lines]);

  if (lines.length === 0 && notes.length === 0) return <EmptyPackage />;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start print:block">
      <div className="grid gap-6">
        <SafetyBoxes notices={notices} />
        <OverlapNotice lines={lines} />
        <PackageItems lines={lines} overlaps={overlaps} hasNotes={notes.length > 0} />
        {notes.length > 0 && <WrittenLines notes={notes} />}
        <PreparationSummary lines={lines} fastingWarning={data.sources.fastingWarning} />
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
              {myPackage.ifYouRemoveBefore}
              <Price amount={totalAfter} className="text-base" /> {myPackage.ifYouRemove} <Price amount={saving} tone="quiet" />
              {myPackage.ifYouRemoveEnd}
            </p>
          )}
        </Card>
        <Card className="print:hidden">
          <BookingDetailsFields
            data={data}
            details={details}
            update={update}
            pin={{ id: pinFieldId, result: pinResult, setResult: setPinResult }}
          />
        </Card>
        <Card className="print:hidden">
          <BookingActions ids={lines.map((line) => line.id)} message={message} check={check} />
        </Card>
      </div>
    </div>
  );
}
