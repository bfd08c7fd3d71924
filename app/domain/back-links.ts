import { backLinkWords } from "#words/back-link-words.ts";

export interface BackLink {
  href: string;
  label: string;
}

/** Test details (docs/behaviour.md#test-details): from=home → /#search "Back to Home"; anything else → /find-test. */
export function testBackLink(from: string | null | undefined): BackLink {
  if (from === "home") return { href: "/#search", label: backLinkWords.home };
  return { href: "/find-test", label: backLinkWords.findTest };
}

/** Package details (docs/behaviour.md#package-details): home → /#packages, packages → /health-packages, otherwise /find-test. */
export function packageBackLink(from: string | null | undefined): BackLink {
  if (from === "home") return { href: "/#packages", label: backLinkWords.home };
  if (from === "packages") return { href: "/health-packages", label: backLinkWords.healthPackages };
  return { href: "/find-test", label: backLinkWords.findTest };
}
