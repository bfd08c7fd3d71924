import { pageMeta } from "~/routes/page-meta";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";
import type { Route } from "./+types/privacy-policy";

/**
 * Runs at build time only: the page carries its own text in its HTML, not every legal document in its
 * scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { doc: privacyPolicy };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.doc.title ?? "Privacy Policy",
    description: "How we collect, use, share and protect your personal and medical information.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
