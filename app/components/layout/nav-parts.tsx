import { NavLink } from "react-router";
import { cx } from "~/components/ui/cx";
import type { NavLinkItem } from "./nav-items";

/** The look of a top-level navigation entry, highlighted when its section is the current page's. */
export const topLinkClass = (active: boolean) =>
  cx(
    "inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    active ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  );

/** A list of second-level links (a dropdown's or a mobile-menu section's). */
export function SubList({ items }: { items: NavLinkItem[] }) {
  return (
    <ul className="mt-1 space-y-0.5">
      {items.map((child) => (
        <li key={child.to}>
          <NavLink
            to={child.to}
            end
            className={({ isActive }) =>
              cx("block rounded-md px-2 py-1.5 text-sm", isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-ink-700 hover:bg-ink-100")
            }
          >
            {child.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
