import { useParams } from "react-router";
import { pageMeta } from "~/config/page-meta";
import { findTest, TestDetailsPage } from "~/features/catalogue-details/test-details-page";
import type { Route } from "./+types/test-details";

export function meta({ params }: Route.MetaArgs) {
  const test = findTest(params.testId);
  if (!test) return pageMeta("Test Not Found", "The test you're looking for doesn't exist.");
  return pageMeta(test.name, `${test.description} Sample: ${test.sample}. Report in ${test.reportTime}.`);
}

export default function TestDetailsRoute() {
  const { testId } = useParams();
  return <TestDetailsPage testId={testId} />;
}
