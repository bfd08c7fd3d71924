import { pathLanguage } from "#app/domain/locale-paths.ts";
import { serviceMenu } from "#content/service-menu.ts";
import { layout } from "#words/layout.ts";

export type NavLinkItem = { label: string; to: string };
export type NavGroup = { label: string; to: string; children: NavLinkItem[] };
export type NavItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "services"; label: string; to: string }
  | { kind: "menu"; id: string; label: string; children: NavLinkItem[] };

/** Top navigation, in order (docs/behaviour.md#header-and-footer). The Services dropdown is built from the service content. */
export const navItems: NavItem[] = [
  { kind: "link", label: layout.nav.home, to: "/" },
  { kind: "link", label: layout.nav.about, to: "/about" },
  { kind: "services", label: layout.nav.services, to: "/services" },
  { kind: "link", label: layout.nav.findTest, to: "/find-test" },
  { kind: "link", label: layout.nav.healthPackages, to: "/health-packages" },
  { kind: "menu", id: "connect", label: layout.nav.connect, children: [{ label: layout.nav.contact, to: "/contact-us" }] },
];

export const serviceNavGroups: NavGroup[] = serviceMenu.map((category) => ({
  label: category.name,
  to: `/services/${category.slug}`,
  children: category.subcategories.map((sub) => ({ label: sub.name, to: `/services/${category.slug}/${sub.slug}` })),
}));

/**
 * Whether a top-level item is the active one for a pathname (its own page or a page below it). `to` is
 * the English path; `pathname` the page's own, in either language ("/hi/about" is "/about").
 */
export function isActivePath(localPathname: string, to: string): boolean {
  const pathname = pathLanguage(localPathname).path;
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
