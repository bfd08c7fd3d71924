import { describe, expect, it } from "vitest";
import { catalogue } from "~/domain/catalogue";
import { loader as packageLoader, meta as packageMeta } from "./package-details";
import { loader as aliasLoader, meta as aliasMeta } from "./facilities-subcategory";
import { loader as canonicalLoader } from "./service-subcategory";
import { loader as testLoader, meta as testMeta } from "./test-details";
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
