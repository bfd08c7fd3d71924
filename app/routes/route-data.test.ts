import { describe, expect, it } from "vitest";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { healthPackageCategories } from "~/content/health-package-categories";
import { packagesInCategory } from "~/domain/package-categories";
import { CARDS_PER_CATEGORY } from "~/features/health-packages/health-packages-page";
import { loader as categoryLoader } from "./health-package-category";
import { loader as listLoader } from "./health-packages";
import { packageDetailsData, packageDetailsHead, packageDetailsPaths } from "./package-details.data";
import { facilitiesSubcategoryData, facilitiesSubcategoryPaths } from "./facilities-subcategory.data";
import { serviceSubcategoryData, serviceSubcategoryPaths } from "./service-subcategory.data";
import { serviceData, serviceHead, servicePaths } from "./service.data";
import { subcategoryPageHead } from "./subcategory-page";
import { testDetailsData, testDetailsHead, testDetailsPaths } from "./test-details.data";
import { routeTable } from "~/routes";
import { siteUrls } from "~/site-urls";
import { loader as homeLoader } from "./home";
import { popularOnHome } from "~/content/home";
import type { Route as CategoryRoute } from "./+types/health-package-category";

// The data functions run at build time for every pre-rendered id; what they give is all a details page knows.
const someTest = catalogue.find((item) => item.type === "test")!;
const somePackage = catalogue.find((item) => item.type === "package")!;

describe("details page data", () => {
  it("carries exactly the item of the URL's id and kind", () => {
    expect(testDetailsData(String(someTest.id))?.test).toEqual(someTest);
    expect(packageDetailsData(String(somePackage.id))?.pkg).toEqual(somePackage);
  });

  it("is empty for an id of the other kind, an unknown id or a malformed one", () => {
    for (const id of [String(somePackage.id), "999999", "01", "1x", ""]) expect(testDetailsData(id)).toBeNull();
    for (const id of [String(someTest.id), "999999", "0100"]) expect(packageDetailsData(id)).toBeNull();
  });

  it("titles the page from that item, or as not found", () => {
    expect(testDetailsHead(testDetailsData(String(someTest.id))).title).toContain(someTest.name);
    expect(testDetailsHead(null).title).toContain("Test Not Found");
    expect(packageDetailsHead(packageDetailsData(String(somePackage.id))).title).toContain(somePackage.name);
    expect(packageDetailsHead(null).title).toContain("Package Not Found");
  });

  it("describes the item in the structured data it built, and nothing for an unknown id", () => {
    const data = testDetailsData(String(someTest.id))!;
    expect(data.jsonLd).toHaveLength(1);
    expect(testDetailsHead(data).jsonLd).toEqual(data.jsonLd);
    expect(JSON.stringify(data.jsonLd)).toContain(someTest.name);
    expect(testDetailsHead(testDetailsData("999999")).jsonLd).toEqual([]);
    expect(testDetailsHead(null).jsonLd).toEqual([]);
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
    const canonical = serviceSubcategoryData("pathology", "blood-tests");
    const alias = facilitiesSubcategoryData("lab", "blood-tests");
    expect(canonical).not.toBeNull();
    expect(alias).toEqual(canonical);
    expect(subcategoryPageHead(alias).canonical).toMatch(/\/services\/pathology\/blood-tests$/);
    expect(facilitiesSubcategoryData("lab", "<script>")).toBeNull();
    expect(facilitiesSubcategoryData("other", "blood-tests")).toBeNull();
  });
});

describe("department pages' data", () => {
  it("gives /services/lab the departments overview under the /services canonical URL, and nothing for an unknown slug", () => {
    const department = serviceData("pathology");
    expect(department).toMatchObject({ kind: "category", category: { slug: "pathology" } });
    expect(serviceHead(department).canonical).toMatch(/\/services\/pathology$/);
    const lab = serviceData("lab");
    expect(lab?.kind).toBe("overview");
    expect(serviceHead(lab).canonical).toMatch(/\/services$/);
    // /services/health-packages is a redirect of both servers, not a page.
    for (const slug of ["health-packages", "dentistry", "<script>", ""]) expect(serviceData(slug)).toBeNull();
    expect(serviceHead(null).title).toContain("Service Not Found");
  });
});

describe("pre-rendered paths", () => {
  // Each dynamic page pre-renders exactly the URLs of its pattern that app/site-urls.ts lists.
  const pathsOf = {
    "/services/[serviceSlug]": servicePaths,
    "/services/[serviceSlug]/[subCategorySlug]": serviceSubcategoryPaths,
    "/facilities/[facility]/[subCategorySlug]": facilitiesSubcategoryPaths,
    "/test-details/[testId]": testDetailsPaths,
    "/package-details/[packageId]": packageDetailsPaths,
  };
  const fill = (pattern: string, params: Record<string, string>) => pattern.replace(/\[(\w+)\]/g, (_, name: string) => params[name]!);
  const matches = (pattern: string, url: string) =>
    new RegExp(`^${pattern.replace(/\[\w+\]/g, "[^/]+")}$`).test(url) && !url.endsWith("/404");

  for (const [pattern, paths] of Object.entries(pathsOf)) {
    it(`${pattern} lists the site's URLs of its pattern`, () => {
      expect(routeTable.some((route) => route.pattern === pattern)).toBe(true);
      const listed = paths().map(({ params }) => fill(pattern, params));
      expect(listed.sort()).toEqual(siteUrls().filter((url) => matches(pattern, url)).sort());
    });
  }
});
