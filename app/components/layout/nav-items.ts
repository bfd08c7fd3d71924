import { serviceMenu } from "~/content/service-menu";

export type NavLinkItem = { label: string; to: string };
export type NavGroup = { label: string; to: string; children: NavLinkItem[] };
export type NavItem =
  | { kind: "link"; label: string; to: string }
  | { kind: "services"; label: string; to: string }
  | { kind: "menu"; id: string; label: string; children: NavLinkItem[] };

/** Top navigation, in order (docs/behaviour.md#header-and-footer). The Services dropdown is built from the service content. */
export const navItems: NavItem[] = [
  { kind: "link", label: "Home", to: "/" },
  { kind: "link", label: "About Us", to: "/about" },
  { kind: "services", label: "Services", to: "/services" },
  { kind: "link", label: "Find a Test", to: "/find-test" },
  { kind: "link", label: "Health Packages", to: "/health-packages" },
  { kind: "menu", id: "connect", label: "Connect", children: [{ label: "Contact Us", to: "/contact-us" }] },
];

export const serviceNavGroups: NavGroup[] = serviceMenu.map((category) => ({
  label: category.name,
  to: `/services/${category.slug}`,
  children: category.subcategories.map((sub) => ({ label: sub.name, to: `/services/${category.slug}/${sub.slug}` })),
}));

/** Whether a top-level item is the active one for a pathname (its own page or a page below it). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
