import { pageMeta, siteFacts } from "~/routes/page-meta";
import { faqCategories } from "~/content/resources";
import { faqPageJsonLd } from "~/domain/structured-data";
import { ResourcesPage } from "~/features/resources/resources-page";

export const meta = () =>
  pageMeta({
    title: "Patient Resources",
    description:
      "Test preparation guides, home collection checklist, answers to common questions and 24/7 support from Health+ Diagnostics.",
    path: "/resources",
    // The page shows the questions of all three categories.
    jsonLd: [faqPageJsonLd(faqCategories.flatMap((category) => category.faqs), "/resources", siteFacts)],
  });

export default function ResourcesRoute() {
  return <ResourcesPage />;
}
