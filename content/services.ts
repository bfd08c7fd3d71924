import type { Feature, ServiceCategory } from "#content/collections/services.schema.ts";
import departmentTestsData from "#content/generated/department-tests.json" with { type: "json" };
import departmentsData from "#content/generated/departments.json" with { type: "json" };
import servicesPageData from "#content/generated/services-page.json" with { type: "json" };
import { placeholderValues } from "./placeholder-values.ts";
import { fillAll } from "./placeholders.ts";
import { subcategoryFacts } from "./test-facts.ts";

export type { AdditionalInfo, Feature, ServiceCategory, Subcategory, SubcategoryTest } from "#content/collections/services.schema.ts";

/**
 * Service departments and their subcategories (docs/behaviour.md#services), from
 * content/en/departments/<slug>.json, with the tests of each subcategory from
 * content/en/department-tests/<test key>.json (edited at /admin, docs/editing.md): a test's name is its
 * file's, its price the test's own (its catalogue test's, put in by the compile: one test, one price,
 * docs/decisions/055-one-price-per-test.md), what it is comes from its facts (./test-facts.ts).
 * The services pages and the pre-render list read this array; the navigation reads `service-menu.ts`,
 * its names and slugs only (a test keeps the two in step).
 */

export const serviceCategories: ServiceCategory[] = fillAll(departmentsData, placeholderValues).map((department) => ({
  ...department,
  subcategories: department.subcategories.map((subcategory) => ({
    ...subcategory,
    tests: departmentTestsData
      .filter((test) => test.department === department.slug && test.subcategory === subcategory.slug)
      .map(({ id, name, price, ...test }) => ({
        id,
        name,
        price,
        ...("homeVisitIncluded" in test && test.homeVisitIncluded ? { homeVisitIncluded: true as const } : {}),
        ...subcategoryFacts(id),
      })),
  })),
}));

/** Quality-assurance points of the departments overview (/services). */
export const qualityAssurance: Feature[] = fillAll(servicesPageData.qualityAssurance, placeholderValues);
