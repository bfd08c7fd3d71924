import { fastingWarnings, usualMedicines } from "#content/safety-advice.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import type { ServiceCategory, SubcategoryTest } from "#content/services.ts";
import type { TestFacts, TestKey } from "#content/test-facts.ts";
import type { CatalogueItem } from "./catalogue.ts";
import type { HomeCarePackageView } from "./home-care-packages.ts";
import { priceWithVisitText } from "./home-visit-price.ts";
import type { PackageLine, PackageSources } from "./my-package.ts";
import { fastingOf, preparationSteps, type HomeVisit } from "./test-facts.ts";

/**
 * What My Package resolves its ids against, built at build time (app/routes/my-package.data.ts): every
 * item that can join a list, with the facts the page shows, so the page carries them in its HTML and its
 * scripts carry no content (docs/decisions/031-my-package-in-place.md).
 */

/** A test of a department's test list, with the page that shows it (its price is the one shown there). */
export function departmentTestEntries(categories: readonly ServiceCategory[]): { test: SubcategoryTest; path: string }[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((sub) => sub.tests.map((test) => ({ test, path: `/services/${category.slug}/${sub.slug}` }))),
  );
}

type LineBase = Pick<PackageLine, "id" | "kind" | "name" | "price" | "sample" | "reportTime" | "href">;

/** The price line of an item with a home visit, in the build's language (docs/content-review.md, rule 22). */
const visitPrice = (price: number, homeVisit: HomeVisit | undefined) =>
  homeVisit ? { priceText: priceWithVisitText(price, homeVisit) } : {};

export function packageSources(
  catalogue: readonly CatalogueItem[],
  categories: readonly ServiceCategory[],
  facts: Readonly<Record<TestKey, TestFacts>>,
  homeCarePackages: readonly HomeCarePackageView[],
): PackageSources {
  const fastingWarning = `${usualMedicines} ${fastingWarnings}`;
  const line = (base: LineBase, keys: readonly TestKey[]): PackageLine => {
    const tests = keys.map((key) => facts[key]);
    // The fast or "no fasting" comes first (content/preparation.ts); the warning that follows a
    // person's fast is said once for the list.
    const [fastingStep, ...steps] = preparationSteps(tests);
    const fast = fastingOf(tests);
    return {
      ...base,
      fastingHours: fast?.hours ?? null,
      fastingLimit: fast?.maxHours ?? null,
      subject: tests.every((test) => test.subject === "pet") ? "pet" : "person",
      fastingStep: fastingStep!,
      steps: steps.filter((step) => step !== fastingWarning),
      notices: [...new Set(tests.flatMap((test) => test.notices ?? []))],
      tests: keys,
    };
  };
  const items: Record<string, PackageLine> = {};
  for (const item of catalogue) {
    const isPackage = item.type === "package";
    const href = isPackage ? `/package-details/${item.id}` : `/test-details/${item.id}`;
    const { name, price, sample, reportTime } = item;
    items[String(item.id)] = line(
      {
        id: String(item.id),
        kind: isPackage ? "package" : "test",
        name,
        price,
        ...visitPrice(price, item.facts.homeVisit),
        sample,
        reportTime,
        href,
      },
      item.tests,
    );
  }
  for (const { test, path } of departmentTestEntries(categories)) {
    const { id, name, price, sample, reportTime } = test;
    const homeVisit = facts[id].collection === "home-visit" ? (test.homeVisitIncluded ? "included" : "charged") : undefined;
    items[id] = line({ id, kind: "department-test", name, price, ...visitPrice(price, homeVisit), sample, reportTime, href: path }, [id]);
  }
  for (const pack of homeCarePackages) {
    const { id, price, sample, reportTime } = pack;
    items[id] = line(
      {
        id,
        kind: "home-care-package",
        name: pack.title,
        price,
        ...visitPrice(price, pack.facts.homeVisit),
        sample,
        reportTime,
        href: "/home-care",
      },
      pack.testKeys,
    );
  }
  return { items, fastingWarning, notices: safetyNotices };
}
