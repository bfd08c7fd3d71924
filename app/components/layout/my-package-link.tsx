import { NavLink } from "react-router";
import { cx } from "~/components/ui/cx";
import { Icon } from "~/components/ui/icon";
import { usePackageIds } from "~/components/ui/my-package-store";
import { topLinkClass } from "./nav-parts";

/**
 * "My Package (2)": the header's link to the patient's list. The count is only known once the page has
 * hydrated (the list lives in this browser), so its slot keeps the width of "(30)" from the first paint:
 * the count appearing moves nothing. `compact` hides the words (not from screen readers) below 1280 px,
 * where the desktop bar has no room for them.
 */
export function MyPackageLink({ className, compact = false }: { className?: string; compact?: boolean }) {
  const ids = usePackageIds();
  return (
    <NavLink to="/my-package" className={({ isActive }) => cx(topLinkClass(isActive), "whitespace-nowrap", className)}>
      <Icon name="Package" className="size-4 shrink-0" />
      <span className={compact ? "sr-only xl:not-sr-only" : undefined}>My Package</span>
      <span data-testid="my-package-count" className="tabular inline-block min-w-[4ch]">
        {ids ? `(${ids.length})` : ""}
      </span>
    </NavLink>
  );
}
