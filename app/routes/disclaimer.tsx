import { pageMeta } from "~/routes/page-meta";
import { disclaimer } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";

export const meta = () =>
  pageMeta({
    title: disclaimer.title,
    description: "Important information about medical advice, test results, accreditation claims and the limits of our liability.",
    path: "/disclaimer",
  });

export default function DisclaimerRoute() {
  return <LegalPage doc={disclaimer} />;
}
