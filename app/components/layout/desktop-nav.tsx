import { useCallback, useEffect, useRef, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { layout } from "#words/layout.ts";
import { isActivePath, navItems, serviceNavGroups } from "./nav-items.ts";
import { desktopTopLinkClass, NavLink, SubList } from "./nav-parts.tsx";

/** Close delay after the pointer leaves a desktop dropdown (long enough to cross the gap between button and panel). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** The desktop navigation: top-level links and hover/click dropdowns (three levels for Services). */
export function DesktopNav({ pathname }: { pathname: string }) {
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
    <nav aria-label={layout.nav.mainLabel} className="hidden shrink-0 lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {navItems.map((item) => {
          if (item.kind === "link") {
            return (
              <li key={item.to}>
                <NavLink pathname={pathname} to={item.to} end={item.to === "/"} className={({ isActive }) => desktopTopLinkClass(isActive)}>
                  {item.label}
                </NavLink>
              </li>
            );
          }
          const id = item.kind === "services" ? "services" : item.id;
          const active =
            item.kind === "services" ? isActivePath(pathname, "/services") : item.children.some((c) => isActivePath(pathname, c.to));
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
                    <NavLink
                      pathname={pathname}
                      to="/services"
                      end
                      className={({ isActive }) => cx("font-semibold text-brand-700 hover:underline", isActive && "underline")}
                    >
                      {layout.nav.allServicesAndDepartments}
                    </NavLink>
                  </p>
                  {serviceNavGroups.map((group) => (
                    <div key={group.to}>
                      <NavLink
                        pathname={pathname}
                        to={group.to}
                        end
                        className="font-semibold text-ink-900 hover:text-brand-700 hover:underline"
                      >
                        {group.label}
                      </NavLink>
                      <SubList items={group.children} pathname={pathname} />
                    </div>
                  ))}
                </div>
              ) : (
                <div className="w-56 p-3">
                  <SubList items={item.children} pathname={pathname} />
                </div>
              )}
            </Dropdown>
          );
        })}
      </ul>
    </nav>
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
        if (open && !itemRef.current?.contains(e.relatedTarget)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={desktopTopLinkClass(active)}
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
