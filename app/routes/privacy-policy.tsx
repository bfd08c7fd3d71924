import { pageMeta } from "~/routes/page-meta";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";

export const meta = () =>
  pageMeta({
    title: privacyPolicy.title,
    description: "How we collect, use, share and protect your personal and medical information.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicyRoute() {
  return <LegalPage doc={privacyPolicy} />;
}
