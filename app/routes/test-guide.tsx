import { pageMeta } from "~/routes/page-meta";
import { TestGuidePage } from "~/features/find-test/test-guide-page";

export const meta = () =>
  pageMeta({
    title: "Test Preparation Guide",
    description:
      "Printable preparation guide for every test and health package: fasting, sample type, report time and price.",
    path: "/test-guide",
  });

export default function TestGuideRoute() {
  return <TestGuidePage />;
}
