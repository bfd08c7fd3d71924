import { pageMeta } from "~/config/page-meta";
import { disclaimer } from "~/content/legal";
import { LegalPage } from "~/features/legal/legal-page";

export const meta = () => pageMeta(disclaimer.title, "Important information about medical advice, test results, accreditation claims and the limits of our liability.");

export default function DisclaimerRoute() {
  return <LegalPage doc={disclaimer} />;
}
