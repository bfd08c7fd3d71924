import { advice } from "~/content/advice";
import { fastingWarnings, usualMedicines } from "~/content/safety-advice";
import { safetyNotices } from "~/content/safety-notices";
import type { ServiceCategory } from "~/content/services";
import type { TestFacts, TestKey } from "~/content/test-facts";
import type { CatalogueItem } from "./catalogue";
import type { HomeCarePackageView } from "./home-care-packages";
import type { DepartmentTestEntry, PackageSources } from "./my-package";
import type { PriceList } from "./my-package-ids";
import { preparationSteps } from "./test-facts";

/**
 * What My Package resolves its ids against, built where the content is loaded (on demand, after the page
 * has hydrated: features/my-package/package-sources.ts), so the page's own script carries no content
 * and no preparation texts.
 */
export function departmentTestEntries(
  categories: readonly ServiceCategory[],
  facts: Readonly<Record<TestKey, TestFacts>>,
): DepartmentTestEntry[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((sub) =>
      sub.tests.map((test) => ({
        test,
        path: `/services/${category.slug}/${sub.slug}`,
        preparation: preparationSteps([facts[test.id]]),
        fastingHours: facts[test.id].fastingHours,
      })),
    ),
  );
}

export function packageSources(
  catalogue: readonly CatalogueItem[],
  categories: readonly ServiceCategory[],
  facts: Readonly<Record<TestKey, TestFacts>>,
  homeCarePackages: readonly HomeCarePackageView[],
): PackageSources {
  return {
    catalogue,
    departmentTests: departmentTestEntries(categories, facts),
    homeCarePackages,
    facts,
    texts: { advice, fastingWarning: `${usualMedicines} ${fastingWarnings}` },
    notices: safetyNotices,
  };
}

/**
 * Every item's price by its My Package id: a catalogue item's under its number, a department test's
 * under its id, at the price its department page shows, a home-care package's under its id. Built at
 * build time (the page shell), so every page can add up the list without carrying the content.
 */
export function itemPrices(
  catalogue: readonly Pick<CatalogueItem, "id" | "price">[],
  categories: readonly ServiceCategory[],
  homeCarePackages: readonly Pick<HomeCarePackageView, "id" | "price">[],
): PriceList {
  const prices: Record<string, number> = {};
  for (const item of catalogue) prices[String(item.id)] = item.price;
  for (const category of categories) {
    for (const sub of category.subcategories) for (const test of sub.tests) prices[test.id] = test.price;
  }
  for (const pack of homeCarePackages) prices[pack.id] = pack.price;
  return prices;
}
