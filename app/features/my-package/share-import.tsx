import { useLayoutEffect, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { setPackageIds } from "#app/components/ui/my-package-store.ts";
import { usePackageLines } from "#app/components/ui/package-lines.ts";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { cleanIds, itemCountText, parseShareItems } from "#app/domain/my-package-ids.ts";
import { myPackage } from "#words/my-package.ts";

type Shared = { ids: string[]; skipped: number };

function skippedText(skipped: number): string {
  return skipped === 0 ? "" : myPackage.share.skipped(skipped);
}

/** The notice a share link left in this history entry (it stays there through a reload). */
function noticeInHistory(): string {
  const state: unknown = window.history.state;
  const notice = typeof state === "object" && state !== null ? (state as { shareNotice?: unknown }).shareNotice : undefined;
  return typeof notice === "string" ? notice : "";
}

type Mode = "replace" | "add" | "keep";

/** A share link's effect on the page: the list to show, the question to ask, or the notice of what happened. */
export interface ShareLink {
  /** The list to show: the link's, when it is being taken as it is; else this browser's. */
  shown: readonly string[];
  /** A link whose list differs from this browser's (non-empty) one: the page asks what to do. */
  prompt: Shared | null;
  notice: string;
  apply: (mode: Mode, from: Shared) => void;
  /** The link's item shards are still loading: the page shows the list's placeholder. */
  pending: boolean;
  /** A shard of the link's items failed: the page says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/**
 * Opening a share link (`/my-package?items=1,2,100`): an empty list (or the same one) simply takes the
 * link's items; a different list asks whether to replace it or add to it. Either way the link's query
 * is then dropped from the address, and a short notice (carried in the history entry) says what happened.
 * Used only in the browser, once the list is known, so it reads the address itself. A link taken as it
 * is shows its list in the first render and is stored in a layout effect, so the list appears once,
 * in place, with its notice above it, before the browser paints.
 */
export function useShareLink(stored: readonly string[]): ShareLink {
  const [param, setParam] = useState(() => new URLSearchParams(window.location.search).get("items"));
  const [notice, setNotice] = useState(noticeInHistory);
  const parsed = useMemo(() => (param === null ? null : parseShareItems(param)), [param]);
  // The link's items are known once their shards have come (docs/decisions/039-my-package-item-shards.md).
  const resolved = usePackageLines(parsed?.ids ?? null);
  const waiting = parsed !== null && (resolved.loading.length > 0 || resolved.failed.length > 0);
  const shared = useMemo<Shared | null>(() => {
    if (parsed === null || waiting) return null;
    return { ids: resolved.lines.map((l) => l.id), skipped: parsed.malformed + resolved.unknown.length };
  }, [parsed, waiting, resolved.lines, resolved.unknown]);

  const matches =
    shared !== null && (stored.length === 0 || (stored.length === shared.ids.length && shared.ids.every((id) => stored.includes(id))));

  const apply = (mode: Mode, from: Shared) => {
    const next = mode === "replace" ? from.ids : mode === "add" ? cleanIds([...stored, ...from.ids]) : [...stored];
    if (mode !== "keep") setPackageIds(next);
    const done =
      mode === "keep"
        ? myPackage.share.kept
        : mode === "add"
          ? myPackage.share.added(itemCountText(next.length))
          : myPackage.share.showing(itemCountText(next.length));
    const shareNotice = done + skippedText(from.skipped);
    window.history.replaceState({ shareNotice }, "", localHref("/my-package"));
    setParam(null);
    setNotice(shareNotice);
  };

  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a link opened on an empty (or the same) list is applied once, before the first paint: the list and the address change, the link is done
    if (shared && matches) apply("replace", shared);
    // Runs when a link is opened; `apply` is recreated each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, matches]);

  return {
    shown: shared && matches ? shared.ids : stored,
    prompt: shared && !matches ? shared : null,
    notice,
    apply,
    pending: parsed !== null && resolved.loading.length > 0,
    failed: parsed !== null && resolved.failed.length > 0,
    retry: resolved.retry,
  };
}

/** The question a share link asks, or the notice of what it did. */
export function ShareImport({ link }: { link: ShareLink }) {
  const { prompt: shared, apply, notice } = link;
  if (shared) {
    return (
      <TitledPanel
        title={myPackage.share.open}
        className="mb-8 rounded-card border border-brand-200 bg-brand-50 p-5 print:hidden"
        data-testid="share-prompt"
      >
        <p className="mt-1 text-ink-800">
          {myPackage.share.compare(itemCountText(shared.ids.length), itemCountText(link.shown.length))}
          {skippedText(shared.skipped)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => apply("replace", shared)}>{myPackage.share.replace}</Button>
          <Button variant="secondary" onClick={() => apply("add", shared)}>
            {myPackage.share.add}
          </Button>
          <Button variant="ghost" onClick={() => apply("keep", shared)}>
            {myPackage.share.keep}
          </Button>
        </div>
      </TitledPanel>
    );
  }
  return (
    <p
      role="status"
      className="mb-6 rounded-control bg-brand-50 px-4 py-3 text-ink-800 empty:hidden print:hidden"
      data-testid="share-notice"
    >
      {notice}
    </p>
  );
}
