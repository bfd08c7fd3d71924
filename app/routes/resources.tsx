import { pageMeta, siteFacts } from "~/routes/page-meta";
import { faqCategories, quickAccessTiles, resources } from "~/content/resources";
import { faqPageJsonLd } from "~/domain/structured-data";
import { ResourcesPage } from "~/features/resources/resources-page";
import type { Route } from "./+types/resources";

/**
 * Runs at build time only: the page carries its guides and answers in its HTML, not the content module
 * and the test facts it quotes in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  // The page shows the questions of all three categories.
  const jsonLd = [faqPageJsonLd(faqCategories.flatMap((category) => category.faqs), "/resources", siteFacts)];
  return { content: { faqCategories, quickAccessTiles, resources }, jsonLd };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Patient Resources",
    description:
      "Test preparation guides, home collection checklist, answers to common questions and 24/7 support from Health+ Diagnostics.",
    path: "/resources",
    jsonLd: loaderData?.jsonLd,
  });

export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  return <ResourcesPage {...loaderData.content} />;
}
