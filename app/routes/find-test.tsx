import { pageMeta } from "~/routes/page-meta";
import { emergencyTerms, notOfferedTests, safetyNotices, siteSearchIndex, siteSearchOptions } from "~/domain/site-search-index";
import { FindTestPage } from "~/features/find-test/find-test-page";
import type { Route } from "./+types/find-test";

/**
 * Runs at build time only: the page carries the search index of everything sold in its HTML (its list,
 * and what a shared `?q=` link needs at once), not the content modules it is derived from in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { data: { siteSearchIndex, siteSearchOptions, notOfferedTests, emergencyTerms, safetyNotices } };
}

export const meta = () =>
  pageMeta({
    title: "Find a Test",
    description:
      "Search blood tests, ECG, EEG, sleep studies and health packages by name, with prices, sample type, report time and home collection.",
    path: "/find-test",
  });

export default function FindTestRoute({ loaderData }: Route.ComponentProps) {
  return <FindTestPage data={loaderData.data} />;
}
