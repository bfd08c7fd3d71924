import { packageBackLink, testBackLink } from "#app/domain/back-links.ts";
import { BackLink } from "./back-link.tsx";
import { useBackLink } from "./use-back-link.ts";

const linkFor = { test: testBackLink, package: packageBackLink } as const;

/**
 * "Back to …" on a test or package page, or the not-found screen's action: where it goes depends on the
 * URL's `?from=` (docs/behaviour.md#test-details), so it is an island of its own.
 */
export function DetailsBackLink({ kind, look }: { kind: keyof typeof linkFor; look?: "link" | "button" }) {
  return <BackLink link={useBackLink(linkFor[kind])} look={look} />;
}
