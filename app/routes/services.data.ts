import { pageMeta } from "~/routes/page-meta";
import { pageHeads } from "~/content/ui/en/page-heads";
import { qualityAssurance, serviceCategories } from "~/content/services";
import { departmentSummaries } from "~/domain/services";

/**
 * What the departments overview carries, built at build time: each department's card, not its test
 * lists (docs/decisions/015-details-pages-carry-their-own-item.md). /services and its alias
 * /services/lab both show it.
 */
export function servicesData() {
  return { departments: departmentSummaries(serviceCategories), qualityAssurance };
}

export const servicesHead = pageMeta({
  title: pageHeads.services.title,
  description: pageHeads.services.description,
  path: "/services",
});
