import { describe, expect, it } from "vitest";
import { catalogue } from "#app/domain/catalogue.ts";
import { routeTable } from "#app/routes.ts";
import { siteUrls } from "#app/site-urls.ts";
import { facilitiesSubcategoryData, facilitiesSubcategoryPaths } from "./facilities-subcategory.data.ts";
import { packageDetailsData, packageDetailsHead, packageDetailsPaths } from "./package-details.data.ts";
import { serviceSubcategoryData, serviceSubcategoryPaths } from "./service-subcategory.data.ts";
import { serviceData, serviceHead, servicePaths } from "./service.data.ts";
import { subcategoryPageHead } from "./subcategory-page.ts";
import { testDetailsData, testDetailsHead, testDetailsPaths } from "./test-details.data.ts";

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

  it("marks an untranslated test's title English and describes it with the composed facts only", () => {
    const data = testDetailsData(String(someTest.id))!;
    expect(testDetailsHead(data).titleLang).toBeUndefined();
    expect(testDetailsHead(data).description).toContain(someTest.description.slice(0, 20));
    const head = testDetailsHead({ ...data, test: { ...data.test, untranslated: true, factsUntranslated: true } });
    expect(head.titleLang).toBe("en");
    expect(head.description).not.toContain(someTest.description.slice(0, 20));
    expect(head.description).toMatch(/^Blood sample, report in 6 hours, ₹[\d,]+, home collection\.$/);
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
      expect(listed.length, pattern).toBeGreaterThan(0);
      expect(listed.sort()).toEqual(
        siteUrls()
          .filter((url) => matches(pattern, url))
          .sort(),
      );
    });
  }
});
