import { pageMeta } from "~/routes/page-meta";
import { catalogue } from "~/domain/catalogue";
import { TestGuidePage, testGuideGroups } from "~/features/find-test/test-guide-page";
import type { Route } from "./+types/test-guide";

/**
 * Runs at build time only: the guide carries its table lines in its HTML, not the whole catalogue in its
 * scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { groups: testGuideGroups(catalogue) };
}

export const meta = () =>
  pageMeta({
    title: "Test Preparation Guide",
    description:
      "Printable preparation guide for every test and health package: fasting, sample type, report time and price.",
    path: "/test-guide",
  });

export default function TestGuideRoute({ loaderData }: Route.ComponentProps) {
  return <TestGuidePage groups={loaderData.groups} />;
}
