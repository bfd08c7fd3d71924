import { pageMeta } from "~/routes/page-meta";
import { disclaimer } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";
import type { Route } from "./+types/disclaimer";

/**
 * Runs at build time only: the page carries its own text in its HTML, not every legal document in its
 * scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { doc: disclaimer };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.doc.title ?? "Disclaimer",
    description: "Important information about medical advice, test results, accreditation claims and the limits of our liability.",
    path: "/disclaimer",
  });

export default function DisclaimerRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
