import { pageMeta } from "~/routes/page-meta";
import { termsOfService } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";

export const meta = () =>
  pageMeta({
    title: termsOfService.title,
    description: "The terms that apply when you use our website and book tests, home collection and health packages.",
    path: "/terms-of-service",
  });

export default function TermsOfServiceRoute() {
  return <LegalPage doc={termsOfService} />;
}
