import { cx } from "#app/components/ui/cx.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { usePackageIds } from "#app/components/ui/my-package-store.ts";
import { usePackageLines } from "#app/components/ui/package-lines.ts";
import { formatRupees } from "#app/domain/money.ts";
import { itemCountText } from "#app/domain/my-package-ids.ts";
import { layout } from "#words/layout.ts";
import { NavLink, topLinkClass } from "./nav-parts.tsx";

/**
 * "My Package (2)": the header's link to the patient's list. The count is only known once the page has
 * hydrated (the list lives in this browser), so its slot keeps the width of "(30)" from the first paint:
 * the count appearing moves nothing. `compact` hides the words (not from screen readers) below 1280 px,
 * where the desktop bar has no room for them.
 */
export function MyPackageLink({ className, compact = false, pathname }: { className?: string; compact?: boolean; pathname: string }) {
  const ids = usePackageIds();
  return (
    <NavLink to="/my-package" pathname={pathname} className={({ isActive }) => cx(topLinkClass(isActive), "whitespace-nowrap", className)}>
      <Icon name="Package" className="size-4 shrink-0" />
      <span className={compact ? "sr-only xl:not-sr-only" : undefined}>{layout.myPackage}</span>
      <span data-testid="my-package-count" className="tabular inline-block min-w-[4ch]">
        {ids ? `(${ids.length})` : ""}
      </span>
    </NavLink>
  );
}

/**
 * My Package in the phone bar: the words, then "2 items · ₹1,250" under them. The list and so the count
 * and total are only known once the page has hydrated; the second line keeps its height from the first
 * paint, so they appear without moving anything. The total comes from the item shards the list needs
 * (components/ui/package-lines.ts), fetched only for a non-empty list: until they have come, and when one
 * failed, the line shows the count alone.
 */
export function MyPackageBarLink({ className, pathname }: { className?: string; pathname: string }) {
  const ids = usePackageIds();
  const summary = useListSummary(ids);
  return (
    <NavLink
      to="/my-package"
      pathname={pathname}
      className={({ isActive }) =>
        cx(className, "justify-start hover:bg-ink-100", isActive ? "bg-brand-50 text-brand-800" : "text-ink-800")
      }
    >
      {/* Below 360 px the words need the icon's room, so the count and total are not cut. */}
      <Icon name="Package" className="size-5 shrink-0 max-[359px]:hidden" />
      <span className="flex min-w-0 flex-col text-sm leading-tight">
        {layout.myPackage}
        <span data-testid="bar-package-summary" className="tabular h-4 truncate text-xs font-normal text-ink-600">
          {summary && summary.count + (summary.total === null ? "" : ` · ${summary.total}`)}
        </span>
      </span>
    </NavLink>
  );
}

/**
 * A list's count ("2 items") and its total ("₹1,250", from the fetched lines; null while they load, when a
 * shard failed, and for an empty list, which fetches nothing); null before hydration.
 */
export function useListSummary(ids: readonly string[] | null): { count: string; total: string | null } | null {
  const { lines, loading, failed } = usePackageLines(ids);
  if (!ids) return null;
  const known = ids.length > 0 && loading.length === 0 && failed.length === 0;
  return { count: itemCountText(ids.length), total: known ? formatRupees(lines.reduce((sum, line) => sum + line.price, 0)) : null };
}
