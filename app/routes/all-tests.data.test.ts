import { describe, expect, it } from "vitest";
import { siteUrls } from "#app/site-urls.ts";
import { allTestsData, allTestsHead, allTestsPaths } from "./all-tests.data.ts";

describe("all tests A–Z", () => {
  it("pre-renders exactly the index pages the site lists: 210 single tests in pages of 100", () => {
    const listed = allTestsPaths().map(({ params }) => (params.page === undefined ? "/all-tests" : `/all-tests/${params.page}`));
    expect(listed).toEqual(["/all-tests", "/all-tests/2", "/all-tests/3"]);
    expect(siteUrls().filter((url) => url.startsWith("/all-tests"))).toEqual(listed);
  });

  it("puts 100 tests on a full page, the rest on the last, every test once", () => {
    const pages = [undefined, "2", "3"].map((param) => allTestsData(param).page!);
    expect(pages.map((page) => page.tests.length)).toEqual([100, 100, 10]);
    const ids = pages.flatMap((page) => page.tests.map((test) => test.id));
    expect(new Set(ids).size).toBe(210);
    expect(allTestsData("3").pageCount).toBe(3);
    expect(allTestsData("3").thumbs.map((page) => page?.path)).toEqual(["/all-tests", "/all-tests/2", "/all-tests/3"]);
    // The thumb index's names are cut like guide words: "Iron Studies (Iron, TIBC, Ferritin)" loses its brackets.
    expect(allTestsData("3").thumbs[0]).toMatchObject({ first: "17-OH Progesterone", last: "Iron Studies" });
  });

  it("has no page past the last, and titles a later page with its number", () => {
    expect(allTestsData("4").page).toBeNull();
    expect(allTestsHead(allTestsData("2").page).title).toBe("All Tests A–Z (page 2) – Health+ Diagnostics");
    expect(allTestsHead(allTestsData(undefined).page).title).toBe("All Tests A–Z – Health+ Diagnostics");
    expect(allTestsHead(allTestsData(undefined).page).description).toBe(
      "Every test we do on its own, with its price. This page: 17-OH Progesterone to Iron Studies (Iron, TIBC, Ferritin).",
    );
    const long = allTestsHead({
      page: 2,
      path: "/all-tests/2",
      tests: [],
      first: "Immunofixation electrophoresis, serum and urine (IFE)",
      last: "Zinc",
    });
    expect(long.description).toBe(
      "Every test we do on its own, with its price. This page: Immunofixation electrophoresis, serum a… to Zinc.",
    );
    const bracketed = allTestsHead({
      page: 2,
      path: "/all-tests/2",
      tests: [],
      first: "Glucose-6-phosphate dehydrogenase test (G6PD)",
      last: "Zinc",
    });
    expect(bracketed.description).toBe(
      "Every test we do on its own, with its price. This page: Glucose-6-phosphate dehydrogenase test to Zinc.",
    );
  });
});
