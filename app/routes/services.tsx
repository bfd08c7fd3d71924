import { pageMeta } from "~/routes/page-meta";
import { qualityAssurance, serviceCategories } from "~/content/services";
import { departmentSummaries } from "~/domain/services";
import { ServicesOverviewPage } from "~/features/services/services-overview-page";
import type { Route } from "./+types/services";

/**
 * Runs at build time only: the page carries its department cards in its HTML, not every test list of
 * the services content in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { departments: departmentSummaries(serviceCategories), qualityAssurance };
}

export const meta = () =>
  pageMeta({
    title: "Our Services",
    description:
      "Pathology, radiology, cardiology and neurology departments with home visits across Delhi/NCR and Jammu & Kashmir.",
    path: "/services",
  });

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return <ServicesOverviewPage {...loaderData} />;
}
