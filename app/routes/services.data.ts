import { catalogue } from "#app/domain/catalogue.ts";
import { departmentSummaries } from "#app/domain/services.ts";
import { qualityAssurance, serviceCategories } from "#content/services.ts";
import { pageHeads } from "#words/page-heads.ts";
import { pageMeta } from "./page-meta.ts";

/**
 * What the departments overview carries, built at build time: each department's card, with the count
 * of its find-test category's tests (from the catalogue), not its test lists (docs/decisions/015-details-pages-carry-their-own-item.md). /services and its alias
 * /services/lab both show it.
 */
export function servicesData() {
  return { departments: departmentSummaries(serviceCategories, catalogue), qualityAssurance };
}

export const servicesHead = pageMeta({
  title: pageHeads.services.title,
  description: pageHeads.services.description,
  path: "/services",
});
