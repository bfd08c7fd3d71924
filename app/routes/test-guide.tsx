import { pageMeta } from "~/config/page-meta";
import { TestGuidePage } from "~/features/find-test/test-guide-page";

export const meta = () =>
  pageMeta(
    "Test Preparation Guide",
    "Printable preparation guide for every test and health package: fasting, sample type, report time and price.",
  );

export default function TestGuideRoute() {
  return <TestGuidePage />;
}
