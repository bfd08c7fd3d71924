import { advice } from "~/content/advice";
import { insulinAdvice, usualMedicines } from "~/content/safety-advice";
import type { ServiceCategory } from "~/content/services";
import type { TestFacts, TestKey } from "~/content/test-facts";
import type { CatalogueItem } from "./catalogue";
import type { DepartmentTestEntry, PackageSources } from "./my-package";
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
): PackageSources {
  return {
    catalogue,
    departmentTests: departmentTestEntries(categories, facts),
    facts,
    texts: { advice, fastingWarning: `${usualMedicines} ${insulinAdvice}` },
  };
}
