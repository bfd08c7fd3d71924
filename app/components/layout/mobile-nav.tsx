import { useId, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { layout } from "#words/layout.ts";
import { MyPackageLink } from "./my-package-link.tsx";
import { isActivePath, navItems, serviceNavGroups } from "./nav-items.ts";
import { NavLink, SubList, topLinkClass } from "./nav-parts.tsx";

/** The phone and tablet menu: one button opening an accordion of the same entries. */
export function MobileNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelId = useId();

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
    setExpanded(null);
  }

  const toggle = (key: string) => setExpanded((current) => (current === key ? null : key));

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className="inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 px-3 font-semibold text-ink-800"
      >
        {open ? <Icon name="X" className="size-5" /> : <Icon name="Menu" className="size-5" />}
        {layout.nav.menu}
      </button>
      {/* Escape anywhere in the open menu closes it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id={panelId}
        aria-label={layout.nav.mainLabel}
        hidden={!open}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white shadow-raised"
      >
        <ul className="container-page space-y-1 py-3">
          {navItems.map((item) => {
            if (item.kind === "link") {
              return (
                <li key={item.to}>
                  <NavLink
                    pathname={pathname}
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) => cx(topLinkClass(isActive), "w-full")}
                  >
                    {item.label}
                  </NavLink>
                </li>
              );
            }
            const key = item.kind === "services" ? "services" : item.id;
            const active =
              item.kind === "services" ? isActivePath(pathname, "/services") : item.children.some((c) => isActivePath(pathname, c.to));
            const sectionId = `${panelId}-${key}`;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-expanded={expanded === key}
                  aria-controls={sectionId}
                  onClick={() => toggle(key)}
                  className={cx(topLinkClass(active), "w-full justify-between")}
                >
                  {item.label}
                  <Icon name="ChevronDown" className={cx("size-5 transition-transform", expanded === key && "rotate-180")} />
                </button>
                <div id={sectionId} hidden={expanded !== key} className="ml-3 border-l-2 border-brand-100 pl-3">
                  {item.kind === "services" ? (
                    <ul className="space-y-2 py-2">
                      <li>
                        <NavLink pathname={pathname} to="/services" end className="block py-1 font-semibold text-brand-700">
                          {layout.nav.allServices}
                        </NavLink>
                      </li>
                      {serviceNavGroups.map((group) => (
                        <li key={group.to}>
                          <NavLink pathname={pathname} to={group.to} end className="block py-1 font-semibold text-ink-900">
                            {group.label}
                          </NavLink>
                          <SubList items={group.children} pathname={pathname} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <SubList items={item.children} pathname={pathname} />
                  )}
                </div>
              </li>
            );
          })}
          <li>
            <MyPackageLink className="w-full" pathname={pathname} />
          </li>
          <li className="border-t border-ink-200 pt-3">
            <a href={telHref(siteConfig.supportPhone)} className="flex min-h-11 items-center gap-2 px-3 font-semibold text-brand-700">
              <Icon name="Phone" className="size-4" /> {layout.nav.call247(siteConfig.supportPhone)}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
