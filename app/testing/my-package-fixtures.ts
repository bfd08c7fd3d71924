import { catalogue, resolveCatalogue, type CatalogueItem } from "#app/domain/catalogue.ts";
import { homeCarePackageViews, resolveHomeCarePackage } from "#app/domain/home-care-packages.ts";
import { packageSources } from "#app/domain/my-package-sources.ts";
import type { PackageSources } from "#app/domain/my-package.ts";
import { serviceCategories, type ServiceCategory, type SubcategoryTest } from "#content/services.ts";
import { subcategoryFacts, testFacts } from "#content/test-facts.ts";
import { fixtureOffer, fixtureRegistry } from "./catalogue-fixtures.ts";

/**
 * The lists My Package's tests choose from (app/domain/my-package.ts): made-up offers on the made-up
 * facts of ./catalogue-fixtures.ts, whose values the tests expect, and the site's real content.
 */

export const [cbc, lipid, thyroid, basic] = resolveCatalogue(
  [
    { ...fixtureOffer, id: 1, type: "test", test: "cbc", name: "Complete Blood Count (CBC)", price: 299 },
    { ...fixtureOffer, id: 2, type: "test", test: "lipid-profile", name: "Lipid Profile", price: 450 },
    { ...fixtureOffer, id: 10, type: "test", test: "thyroid-function-test", name: "Thyroid Function Test", price: 650 },
    {
      ...fixtureOffer,
      id: 100,
      type: "package",
      name: "Basic Health Checkup",
      price: 1499,
      description: "d",
      contents: ["cbc", "lipid-profile", "fasting-blood-sugar"],
    },
  ],
  fixtureRegistry,
) as [CatalogueItem, CatalogueItem, CatalogueItem, CatalogueItem];
const deptLipid: SubcategoryTest = { id: "lipid-profile", name: "Lipid Profile", price: 899, ...subcategoryFacts("lipid-profile") };
const deptB12: SubcategoryTest = { id: "vitamin-b12", name: "Vitamin B12", price: 700, ...subcategoryFacts("vitamin-b12") };

// The two department tests sit in one made-up department, so their preparation comes from the fixtures too.
export const department = {
  slug: "pathology",
  subcategories: [{ slug: "blood-tests", tests: [deptLipid, deptB12] }],
} as unknown as ServiceCategory;
// A made-up home-care package of two fixture tests, priced with its home visit.
export const heartAtHome = resolveHomeCarePackage(
  {
    id: "heart-check-at-home",
    title: "Heart Check at Home",
    tests: ["cbc", "resting-ecg"],
    visits: 1,
    price: 1999,
    bestFor: "b",
    popular: false,
  },
  fixtureRegistry,
);
/** Everything above: tests 1, 2 and 10, package 100, department tests lipid-profile and vitamin-b12, heart-check-at-home. */
export const fixtureSources: PackageSources = packageSources([cbc, lipid, thyroid, basic], [department], fixtureRegistry, [heartAtHome]);

/** The site's own catalogue, departments, facts and home-care packages. */
export const realSources = (): PackageSources => packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);
