import { pageMeta } from "~/routes/page-meta";
import { termsOfService } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";
import type { Route } from "./+types/terms-of-service";

/**
 * Runs at build time only: the page carries its own text in its HTML, not every legal document in its
 * scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { doc: termsOfService };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.doc.title ?? "Terms of Service",
    description: "The terms that apply when you use our website and book tests, home collection and health packages.",
    path: "/terms-of-service",
  });

export default function TermsOfServiceRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
