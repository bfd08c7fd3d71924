import type { ComponentProps, ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { localHref } from "#app/domain/local-href.ts";
import { pathLanguage } from "#app/domain/locale-paths.ts";
import { isActivePath, type NavLinkItem } from "./nav-items.ts";

/** The look of a top-level navigation entry, highlighted when its section is the current page's. */
export const topLinkClass = (active: boolean) =>
  cx(
    "inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    active ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  );

/**
 * A top-level entry of the desktop bar: its label on one line at every width from 1024 px, in either
 * language (a label broken in two reads as two entries). Below 1280 px the entries sit closer and a
 * little smaller, so the brand, the six entries, the language switch and My Package fit in 1024 px even
 * in a wide system font (DejaVu Sans; tests/e2e/header.spec.ts).
 */
export const desktopTopLinkClass = (active: boolean) => cx(topLinkClass(active), "whitespace-nowrap lg:max-xl:px-2 lg:max-xl:text-sm");

/**
 * A link of the site's navigation: `aria-current="page"` and the active look when the current page is
 * `to` or, unless `end`, a page below it (the URL is the page's own: every page is pre-rendered). `to` is
 * the English path; the link leads to it in the page's language.
 */
export function NavLink({
  to,
  pathname,
  end = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href" | "className"> & {
  to: string;
  pathname: string;
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
}) {
  const isActive = end ? pathLanguage(pathname).path === to : isActivePath(pathname, to);
  return (
    <a
      href={localHref(to)}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...props}
    >
      {children}
    </a>
  );
}

/** A list of second-level links (a dropdown's or a mobile-menu section's). */
export function SubList({ items, pathname }: { items: NavLinkItem[]; pathname: string }) {
  return (
    <ul className="mt-1 space-y-0.5">
      {items.map((child) => (
        <li key={child.to}>
          <NavLink
            to={child.to}
            pathname={pathname}
            end
            className={({ isActive }) =>
              cx(
                "block rounded-md px-2 py-1.5 text-sm",
                isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-ink-700 hover:bg-ink-100",
              )
            }
          >
            {child.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
