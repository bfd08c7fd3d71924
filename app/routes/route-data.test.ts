import { describe, expect, it } from "vitest";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { healthPackageCategories } from "~/content/health-package-categories";
import { packagesInCategory } from "~/domain/package-categories";
import { CARDS_PER_CATEGORY } from "~/features/health-packages/health-packages-page";
import { loader as categoryLoader } from "./health-package-category";
import { loader as listLoader } from "./health-packages";
import { loader as packageLoader, meta as packageMeta } from "./package-details";
import { loader as aliasLoader, meta as aliasMeta } from "./facilities-subcategory";
import { loader as canonicalLoader } from "./service-subcategory";
import { loader as testLoader, meta as testMeta } from "./test-details";
import { loader as homeLoader } from "./home";
import { popularOnHome } from "~/content/home";
import type { Route as CategoryRoute } from "./+types/health-package-category";
import type { Route as PackageRoute } from "./+types/package-details";
import type { Route as TestRoute } from "./+types/test-details";

// The loaders run at build time for every pre-rendered id; what they give is all a details page knows.
const testData = (testId: string) => testLoader({ params: { testId } } as TestRoute.LoaderArgs);
const packageData = (packageId: string) => packageLoader({ params: { packageId } } as PackageRoute.LoaderArgs);
const someTest = catalogue.find((item) => item.type === "test")!;
const somePackage = catalogue.find((item) => item.type === "package")!;
const titleOf = (descriptors: ReturnType<typeof testMeta>) =>
  descriptors.find((d): d is { title: string } => "title" in d)?.title;

describe("details page data", () => {
  it("carries exactly the item of the URL's id and kind", () => {
    expect(testData(String(someTest.id)).test).toEqual(someTest);
    expect(packageData(String(somePackage.id)).pkg).toEqual(somePackage);
  });

  it("is empty for an id of the other kind, an unknown id or a malformed one", () => {
    for (const id of [String(somePackage.id), "999999", "01", "1x", ""]) expect(testData(id).test).toBeNull();
    for (const id of [String(someTest.id), "999999", "0100"]) expect(packageData(id).pkg).toBeNull();
  });

  it("titles the page from that item, or as not found", () => {
    const args = (loaderData: unknown) => ({ loaderData }) as TestRoute.MetaArgs & PackageRoute.MetaArgs;
    expect(titleOf(testMeta(args(testData(String(someTest.id)))))).toContain(someTest.name);
    expect(titleOf(testMeta(args(undefined)))).toContain("Test Not Found");
    expect(titleOf(packageMeta(args(packageData(String(somePackage.id)))))).toContain(somePackage.name);
    expect(titleOf(packageMeta(args({ pkg: null })))).toContain("Package Not Found");
  });

  it("describes the item in the structured data the loader built, and nothing for an unknown id", () => {
    const args = (loaderData: unknown) => ({ loaderData }) as TestRoute.MetaArgs;
    const jsonLdOf = (descriptors: ReturnType<typeof testMeta>) =>
      descriptors.flatMap((d) => ("script:ld+json" in d ? [d["script:ld+json"]] : []));
    const data = testData(String(someTest.id));
    expect(data.jsonLd).toHaveLength(1);
    expect(jsonLdOf(testMeta(args(data)))).toEqual(data.jsonLd);
    expect(JSON.stringify(data.jsonLd)).toContain(someTest.name);
    expect(testData("999999").jsonLd).toEqual([]);
    expect(jsonLdOf(testMeta(args(undefined)))).toEqual([]);
  });
});

describe("health package pages' data", () => {
  it("lists each category with its first cards and its full count", () => {
    const { categories } = listLoader();
    expect(categories.map((c) => c.category.id)).toEqual(healthPackageCategories.map((c) => c.id));
    expect(categories.length).toBeGreaterThan(3);
    for (const { category, packages, total } of categories) {
      const all = packagesInCategory(catalogue, category.id);
      expect(total).toBe(all.length);
      // Each package as its card shows it, not the whole item.
      expect(packages).toEqual(all.slice(0, CARDS_PER_CATEGORY).map(catalogueCard));
      for (const card of packages) expect(card).not.toHaveProperty("includes");
    }
  });

  it("gives a category page all its packages, and nothing for an unknown category", () => {
    const data = categoryLoader({ params: { categoryId: "women-health" } } as CategoryRoute.LoaderArgs);
    expect(data?.packages).toEqual(packagesInCategory(catalogue, "women-health").map(catalogueCard));
    for (const categoryId of ["<script>", "Women-Health", ""]) {
      expect(categoryLoader({ params: { categoryId } } as CategoryRoute.LoaderArgs)).toBeNull();
    }
  });
});

describe("home page data", () => {
  it("carries the cards of the popular tests, then packages, the content names", () => {
    const { popular } = homeLoader().content;
    expect(popular.map((card) => [card.type, card.id])).toEqual([
      ...popularOnHome.tests.map((id) => ["test", id]),
      ...popularOnHome.packages.map((id) => ["package", id]),
    ]);
    for (const card of popular) {
      const item = catalogue.find((i) => i.type === card.type && i.id === card.id)!;
      expect(card).toEqual(catalogueCard(item));
      // The content picks among the catalogue's own popular items.
      expect(item.popular, item.name).toBe(true);
    }
  });

  it("gives each package category the lowest price of its packages", () => {
    for (const category of homeLoader().content.packageCategories) {
      const prices = packagesInCategory(catalogue, category.id).map((item) => item.price);
      expect(prices.length, category.id).toBeGreaterThan(0);
      expect(category.fromPrice, category.id).toBe(Math.min(...prices));
      expect(prices.every((price) => price >= category.fromPrice!)).toBe(true);
    }
  });
});

describe("subcategory pages' data", () => {
  it("gives a legacy /facilities alias the very data of its canonical page, and nothing for an unknown one", () => {
    type CanonicalArgs = Parameters<typeof canonicalLoader>[0];
    type AliasArgs = Parameters<typeof aliasLoader>[0];
    const canonical = canonicalLoader({ params: { serviceSlug: "pathology", subCategorySlug: "blood-tests" } } as unknown as CanonicalArgs);
    const alias = aliasLoader({ params: { facility: "lab", subCategorySlug: "blood-tests" } } as unknown as AliasArgs);
    expect(canonical).not.toBeNull();
    expect(alias).toEqual(canonical);
    const descriptors = aliasMeta({ loaderData: alias } as unknown as Parameters<typeof aliasMeta>[0]);
    expect(descriptors).toContainEqual(expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/services\/pathology\/blood-tests$/) }));
    expect(aliasLoader({ params: { facility: "lab", subCategorySlug: "<script>" } } as unknown as AliasArgs)).toBeNull();
    expect(aliasLoader({ params: { facility: "other", subCategorySlug: "blood-tests" } } as unknown as AliasArgs)).toBeNull();
  });
});
