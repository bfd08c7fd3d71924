import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CallbackForm } from "~/components/forms/callback-form";
import { cx } from "~/components/ui/cx";
import { siteConfig, telHref } from "~/config/site";
import { isActivePath, type NavLinkItem, navItems, serviceNavGroups } from "./nav-items";

/** Close delay after the pointer leaves a desktop dropdown (docs/behaviour.md#header-and-footer). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

const topLinkClass = (active: boolean) =>
  cx(
    "inline-flex min-h-11 items-center gap-1 rounded-control px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    active ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  );

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-brand-50 lg:block">
        <div className="container-page flex items-center justify-between gap-6 py-1.5 text-sm">
          <p className="flex items-center gap-2">
            <Icon name="Phone" className="size-4" />
            <span>24/7 support:</span>
            <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-white underline-offset-2 hover:underline">
              {siteConfig.supportPhone}
            </a>
          </p>
          <CallbackForm />
        </div>
      </div>
      <div className="container-page flex min-h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 rounded-control py-2" aria-label={`${siteConfig.brandName} home`}>
          <BrandMark />
          <span className="whitespace-nowrap text-base font-bold tracking-tight text-ink-900 sm:text-lg">{siteConfig.brandName}</span>
        </Link>
        <DesktopNav pathname={pathname} />
        <MobileNav pathname={pathname} />
      </div>
    </header>
  );
}

function BrandMark() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}

function DesktopNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), DROPDOWN_CLOSE_DELAY_MS);
  }, []);

  // A new page closes any open dropdown (state adjusted during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
  }
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navItems.map((item) => {
          if (item.kind === "link") {
            return (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => topLinkClass(isActive)}>
                  {item.label}
                </NavLink>
              </li>
            );
          }
          const id = item.kind === "services" ? "services" : item.id;
          const active = item.kind === "services" ? isActivePath(pathname, "/services") : item.children.some((c) => isActivePath(pathname, c.to));
          return (
            <Dropdown
              key={id}
              id={id}
              label={item.label}
              active={active}
              open={open === id}
              onOpen={() => {
                cancelClose();
                setOpen(id);
              }}
              onClose={() => setOpen(null)}
              onPointerEnter={() => {
                cancelClose();
                setOpen(id);
              }}
              onPointerLeave={scheduleClose}
              wide={item.kind === "services"}
            >
              {item.kind === "services" ? (
                <div className="grid w-[min(44rem,80vw)] grid-cols-2 gap-x-6 gap-y-4 p-5">
                  <p className="col-span-2">
                    <NavLink to="/services" end className={({ isActive }) => cx("font-semibold text-brand-700 hover:underline", isActive && "underline")}>
                      All services and departments
                    </NavLink>
                  </p>
                  {serviceNavGroups.map((group) => (
                    <div key={group.to}>
                      <NavLink to={group.to} end className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
                        {group.label}
                      </NavLink>
                      <SubList items={group.children} />
                    </div>
                  ))}
                </div>
              ) : (
                <div className="w-56 p-3">
                  <SubList items={item.children} />
                </div>
              )}
            </Dropdown>
          );
        })}
      </ul>
    </nav>
  );
}

function SubList({ items }: { items: NavLinkItem[] }) {
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

function Dropdown({
  id,
  label,
  active,
  open,
  onOpen,
  onClose,
  onPointerEnter,
  onPointerLeave,
  wide,
  children,
}: {
  id: string;
  label: string;
  active: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const panelId = `${id}-menu`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  return (
    // The button inside is the control; the item only watches hover, focus leaving and Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && onPointerEnter()}
      onPointerLeave={(e) => e.pointerType === "mouse" && onPointerLeave()}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          onClose();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !itemRef.current?.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={topLinkClass(active)}
        onClick={() => (open ? onClose() : onOpen())}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            onOpen();
            requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>("a")?.focus());
          }
        }}
      >
        {label}
        <Icon name="ChevronDown" className={cx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cx(
          "absolute top-full z-50 mt-1 rounded-card border border-ink-200 bg-white shadow-raised",
          wide ? "left-1/2 -translate-x-1/2" : "right-0",
        )}
      >
        {children}
      </div>
    </li>
  );
}

function MobileNav({ pathname }: { pathname: string }) {
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
        Menu
      </button>
      {/* Escape anywhere in the open menu closes it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white shadow-raised"
      >
        <ul className="container-page space-y-1 py-3">
          {navItems.map((item) => {
            if (item.kind === "link") {
              return (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className={({ isActive }) => cx(topLinkClass(isActive), "w-full")}>
                    {item.label}
                  </NavLink>
                </li>
              );
            }
            const key = item.kind === "services" ? "services" : item.id;
            const active = item.kind === "services" ? isActivePath(pathname, "/services") : item.children.some((c) => isActivePath(pathname, c.to));
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
                        <NavLink to="/services" end className="block py-1 font-semibold text-brand-700">
                          All services
                        </NavLink>
                      </li>
                      {serviceNavGroups.map((group) => (
                        <li key={group.to}>
                          <NavLink to={group.to} end className="block py-1 font-semibold text-ink-900">
                            {group.label}
                          </NavLink>
                          <SubList items={group.children} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <SubList items={item.children} />
                  )}
                </div>
              </li>
            );
          })}
          <li className="border-t border-ink-200 pt-3">
            <a href={telHref(siteConfig.supportPhone)} className="flex min-h-11 items-center gap-2 px-3 font-semibold text-brand-700">
              <Icon name="Phone" className="size-4" /> Call 24/7: {siteConfig.supportPhone}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
