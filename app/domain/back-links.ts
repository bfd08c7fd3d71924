export interface BackLink {
  href: string;
  label: string;
}

/** Test details (docs/behaviour.md#test-details): from=home → /#search "Back to Home"; anything else → /find-test. */
export function testBackLink(from: string | null | undefined): BackLink {
  if (from === "home") return { href: "/#search", label: "Back to Home" };
  return { href: "/find-test", label: "Back to Find Test" };
}

/** Package details (docs/behaviour.md#package-details): home → /#packages, packages → /health-packages, otherwise /find-test. */
export function packageBackLink(from: string | null | undefined): BackLink {
  if (from === "home") return { href: "/#packages", label: "Back to Home" };
  if (from === "packages") return { href: "/health-packages", label: "Back to Health Packages" };
  return { href: "/find-test", label: "Back to Find Test" };
}
