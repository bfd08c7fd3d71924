import type { CatalogueCategory } from "#content/catalogue-categories.ts";
import type { ServiceCategory, Subcategory } from "#content/services.ts";
import { serviceWords } from "#words/service-words.ts";

/** Lookups and small rules for the services pages (docs/behaviour.md#services). */

export function findCategoryBySlug(categories: readonly ServiceCategory[], slug: string | undefined): ServiceCategory | undefined {
  if (!slug) return undefined;
  return categories.find((category) => category.slug === slug);
}

export interface SubcategoryMatch {
  category: ServiceCategory;
  subcategory: Subcategory;
}

/** Subcategory by its department's slug plus its own slug. */
export function findSubcategory(
  categories: readonly ServiceCategory[],
  categorySlug: string | undefined,
  subcategorySlug: string | undefined,
): SubcategoryMatch | undefined {
  const category = findCategoryBySlug(categories, categorySlug);
  if (!category || !subcategorySlug) return undefined;
  const subcategory = category.subcategories.find((sub) => sub.slug === subcategorySlug);
  return subcategory ? { category, subcategory } : undefined;
}

/** Subcategory by its slug alone, across every department (the /facilities/... paths). */
export function findSubcategoryBySlug(
  categories: readonly ServiceCategory[],
  subcategorySlug: string | undefined,
): SubcategoryMatch | undefined {
  if (!subcategorySlug) return undefined;
  for (const category of categories) {
    const subcategory = category.subcategories.find((sub) => sub.slug === subcategorySlug);
    if (subcategory) return { category, subcategory };
  }
  return undefined;
}

/** What /services/{slug} shows. "lab" means all our laboratory departments: the overview. */
export type ServiceSlugResolution =
  { kind: "overview" } | { kind: "redirect"; to: string } | { kind: "category"; category: ServiceCategory } | { kind: "not-found" };

export function resolveServiceSlug(categories: readonly ServiceCategory[], slug: string | undefined): ServiceSlugResolution {
  if (!slug) return { kind: "not-found" };
  const category = findCategoryBySlug(categories, slug);
  if (category) return { kind: "category", category };
  if (slug === "lab") return { kind: "overview" };
  if (slug === "health-packages") return { kind: "redirect", to: "/health-packages" };
  return { kind: "not-found" };
}

/** The two legacy facilities whose paths still show a subcategory: /facilities/{lab|health-packages}/{sub}. */
export const LEGACY_FACILITIES = ["lab", "health-packages"] as const;

export function isLegacyFacility(facility: string | undefined): boolean {
  return (LEGACY_FACILITIES as readonly (string | undefined)[]).includes(facility);
}

/** Where the legacy /facilities/lab and /facilities/health-packages paths go (replace). */
export function facilitiesRedirectTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path.endsWith("/facilities/health-packages") ? "/services/health-packages" : "/services/lab";
}

export function testCount(subcategory: Subcategory): number {
  return subcategory.tests.length;
}

/** "7 common tests": how many tests a subcategory's page lists, singular for one. */
export function commonTestsLabel(count: number): string {
  return serviceWords.commonTests(count);
}

/** "See all 148 pathology tests", the link's words. */
export function seeAllLabel(menu: MenuLink, categoryLabel: string): string {
  return serviceWords.seeAll(menu.count, categoryLabel);
}

/** What a "See all 148 pathology tests" link leads to: a find-test category and how many tests it lists. */
export interface MenuLink {
  category: Exclude<CatalogueCategory, "package">;
  count: number;
}

/**
 * The find-test category most of these tests are listed under (the first of them on a tie), and how many
 * catalogue tests that category holds: the whole menu behind a department's few common tests, counted
 * from the catalogue as /find-test?category= filters it. Undefined when none of the keys is a catalogue test.
 */
export function menuLinkOf(
  testKeys: readonly string[],
  catalogue: readonly { type: "test" | "package"; category: CatalogueCategory; tests: readonly string[] }[],
): MenuLink | undefined {
  const tests = catalogue.filter((item) => item.type === "test");
  const tally = new Map<CatalogueCategory, number>();
  for (const key of testKeys) {
    const item = tests.find((test) => test.tests[0] === key);
    if (item) tally.set(item.category, (tally.get(item.category) ?? 0) + 1);
  }
  let best: CatalogueCategory | undefined;
  for (const [category, count] of tally) if (best === undefined || count > tally.get(best)!) best = category;
  if (best === undefined || best === "package") return undefined;
  const category = best;
  return { category, count: tests.filter((test) => test.category === category).length };
}

/** The first `limit` subcategory names of a department (the overview shows 4). */
export function leadingSubcategoryNames(category: ServiceCategory, limit = 4): string[] {
  return category.subcategories.slice(0, Math.max(0, limit)).map((sub) => sub.name);
}

/** What the departments overview shows of one department: its card, never its test lists. */
export interface DepartmentSummary {
  slug: string;
  name: string;
  description: string;
  icon: ServiceCategory["icon"];
  image: ServiceCategory["image"];
  imageAlt: ServiceCategory["imageAlt"];
  /** Its tests' find-test category and that category's count: "See all 148 pathology tests". */
  menu?: MenuLink;
  leadingSubcategories: string[];
}

export function departmentSummaries(
  categories: readonly ServiceCategory[],
  catalogue: Parameters<typeof menuLinkOf>[1],
): DepartmentSummary[] {
  return categories.map((category) => {
    const menu = menuLinkOf(
      category.subcategories.flatMap((sub) => sub.tests.map((test) => test.id)),
      catalogue,
    );
    return {
      slug: category.slug,
      name: category.name,
      description: category.description,
      icon: category.icon,
      image: category.image,
      imageAlt: category.imageAlt,
      ...(menu ? { menu } : {}),
      leadingSubcategories: leadingSubcategoryNames(category),
    };
  });
}
