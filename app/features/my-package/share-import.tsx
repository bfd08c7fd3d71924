import { useEffect, useId, useMemo, useState } from "react";
import { localHref } from "~/domain/local-href";
import { myPackage } from "~/content/ui/en/my-package";
import { Button } from "~/components/ui/button";
import { setPackageIds } from "~/components/ui/my-package-store";
import { resolvePackage } from "~/domain/my-package";
import { cleanIds, itemCountText, parseShareItems } from "~/domain/my-package-ids";
import type { PackageData } from "./package-sources";

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

/**
 * Opening a share link (`/my-package?items=1,2,100`): an empty list (or the same one) simply takes the
 * link's items; a different list asks whether to replace it or add to it. Either way the link's query
 * is then dropped from the address, and a short notice (carried in the history entry) says what happened.
 * Rendered only in the browser, once the list and the content are known, so it reads the address itself.
 */
export function ShareImport({ ids, data }: { ids: readonly string[]; data: PackageData }) {
  const headingId = useId();
  const [param, setParam] = useState(() => new URLSearchParams(window.location.search).get("items"));
  const [notice, setNotice] = useState(noticeInHistory);
  const shared = useMemo<Shared | null>(() => {
    if (param === null) return null;
    const { ids: shaped, malformed } = parseShareItems(param);
    const { lines, unknown } = resolvePackage(shaped, data.sources);
    return { ids: lines.map((l) => l.id), skipped: malformed + unknown.length };
  }, [param, data]);

  const matches = shared !== null && (ids.length === 0 || (ids.length === shared.ids.length && shared.ids.every((id) => ids.includes(id))));

  const apply = (mode: "replace" | "add" | "keep", from: Shared) => {
    const next = mode === "replace" ? from.ids : mode === "add" ? cleanIds([...ids, ...from.ids]) : [...ids];
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

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a link opened on an empty (or the same) list is applied once: the list and the address change, the link is done
    if (shared && matches) apply("replace", shared);
    // Runs when a link is opened; `apply` is recreated each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, matches]);

  if (shared && !matches) {
    return (
      <section aria-labelledby={headingId} className="mb-8 rounded-card border border-brand-200 bg-brand-50 p-5 print:hidden" data-testid="share-prompt">
        <h2 id={headingId} className="text-lg font-bold">
          {myPackage.share.open}
        </h2>
        <p className="mt-1 text-ink-800">
          {myPackage.share.compare(itemCountText(shared.ids.length), itemCountText(ids.length))}
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
      </section>
    );
  }
  return (
    <p role="status" className="mb-6 rounded-control bg-brand-50 px-4 py-3 text-ink-800 empty:hidden print:hidden" data-testid="share-notice">
      {notice}
    </p>
  );
}
