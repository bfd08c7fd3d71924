import { useEffect, useId, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { setPackageIds } from "~/components/ui/my-package-store";
import { resolvePackage } from "~/domain/my-package";
import { cleanIds, itemCountText, parseShareItems } from "~/domain/my-package-ids";
import type { PackageData } from "./package-sources";

type Shared = { ids: string[]; skipped: number };

function skippedText(skipped: number): string {
  return skipped === 0 ? "" : ` ${skipped === 1 ? "1 item in the link is" : `${skipped} items in the link are`} not in our list of tests any more and ${skipped === 1 ? "was" : "were"} skipped.`;
}

/**
 * Opening a share link (`/my-package?items=1,2,100`): an empty list (or the same one) simply takes the
 * link's items; a different list asks whether to replace it or add to it. Either way the link's query
 * is then dropped from the address, and a short notice (carried in the history entry) says what happened.
 */
export function ShareImport({ ids, data }: { ids: readonly string[]; data: PackageData }) {
  const headingId = useId();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const param = searchParams.get("items");
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
        ? "Your list was kept as it was."
        : mode === "add"
          ? `Added the shared items: your package now has ${itemCountText(next.length)}.`
          : `Showing the shared list (${itemCountText(next.length)}).`;
    navigate("/my-package", { replace: true, preventScrollReset: true, state: { shareNotice: done + skippedText(from.skipped) } });
  };

  useEffect(() => {
    if (shared && matches) apply("replace", shared);
    // Runs when a link is opened; `apply` is recreated each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared, matches]);

  const notice = (location.state as { shareNotice?: unknown } | null)?.shareNotice;

  if (shared && !matches) {
    return (
      <section aria-labelledby={headingId} className="mb-8 rounded-card border border-brand-200 bg-brand-50 p-5 print:hidden" data-testid="share-prompt">
        <h2 id={headingId} className="text-lg font-bold">
          Open the shared list?
        </h2>
        <p className="mt-1 text-ink-800">
          This link has {itemCountText(shared.ids.length)}. Your package already has {itemCountText(ids.length)}.{skippedText(shared.skipped)}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => apply("replace", shared)}>Replace my list</Button>
          <Button variant="secondary" onClick={() => apply("add", shared)}>
            Add to my list
          </Button>
          <Button variant="ghost" onClick={() => apply("keep", shared)}>
            Keep my list
          </Button>
        </div>
      </section>
    );
  }
  return (
    <p role="status" className="mb-6 rounded-control bg-brand-50 px-4 py-3 text-ink-800 empty:hidden print:hidden" data-testid="share-notice">
      {typeof notice === "string" ? notice : ""}
    </p>
  );
}
