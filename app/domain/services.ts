import type { ServiceCategory, Subcategory } from "#content/services.ts";
import { serviceWords } from "#words/en/service-words.ts";

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

export function totalTestCount(category: ServiceCategory): number {
  return category.subcategories.reduce((sum, sub) => sum + sub.tests.length, 0);
}

/** "N Tests Available", singular for one. */
export function testsAvailableLabel(count: number): string {
  return serviceWords.testsAvailable(count);
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
  testCount: number;
  leadingSubcategories: string[];
}

export function departmentSummaries(categories: readonly ServiceCategory[]): DepartmentSummary[] {
  return categories.map((category) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    icon: category.icon,
    image: category.image,
    imageAlt: category.imageAlt,
    testCount: totalTestCount(category),
    leadingSubcategories: leadingSubcategoryNames(category),
  }));
}
