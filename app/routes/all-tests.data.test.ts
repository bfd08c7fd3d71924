import { describe, expect, it } from "vitest";
import { aliasUrls, canonicalUrls } from "#app/site-urls.ts";
import { allTestsData, allTestsHead, allTestsPaths } from "./all-tests.data.ts";

describe("all tests A–Z", () => {
  it("is one page: its old page numbers stay, showing it, canonical to it", () => {
    const listed = allTestsPaths().map(({ params }) => (params.page === undefined ? "/all-tests" : `/all-tests/${params.page}`));
    expect(listed).toEqual(["/all-tests", "/all-tests/2", "/all-tests/3"]);
    expect(canonicalUrls().filter((url) => url.startsWith("/all-tests"))).toEqual(["/all-tests"]);
    expect(aliasUrls().filter((url) => url.startsWith("/all-tests"))).toEqual(["/all-tests/2", "/all-tests/3"]);
    const old = allTestsData("3");
    expect(old.moved).toBe(true);
    expect(old.page?.path).toBe("/all-tests");
    expect(allTestsHead(old.page, old.pageCount).canonical).toBe(allTestsHead(allTestsData(undefined).page, 1).canonical);
    expect(allTestsData(undefined).moved).toBe(false);
  });

  it("holds the 210 single tests once each and the 12 see rows, under their letters", () => {
    const { page, pageCount, thumbs } = allTestsData(undefined);
    expect(pageCount).toBe(1);
    expect(thumbs).toEqual([]);
    const rows = page!.sections.flatMap((section) => section.rows);
    const tests = rows.flatMap((row) => (row.kind === "test" ? [row.id] : []));
    expect(tests).toHaveLength(210);
    expect(new Set(tests).size).toBe(210);
    expect(rows.filter((row) => row.kind === "see")).toHaveLength(12);
    const c = page!.sections.find((section) => section.letter === "C")!;
    expect(c.rows).toContainEqual({ kind: "see", name: "Creatinine", target: { id: 1079, name: "Serum creatinine (with eGFR)" } });
    expect(page!.sections[0]).toMatchObject({ letter: "0–9", anchor: "letter-0-9" });
  });

  it("shows every letter in the bar, linking those a name starts with", () => {
    const { letters } = allTestsData(undefined);
    expect(letters).toHaveLength(27);
    // Written out from the catalogue's names and the see rows: nothing starts with J, Y or Z.
    expect(letters.filter((entry) => entry.href === null).map((entry) => entry.letter)).toEqual(["J", "Y", "Z"]);
    expect(letters.find((entry) => entry.letter === "S")).toEqual({ letter: "S", href: "/all-tests#letter-s" });
  });

  it("is titled and described as the whole index", () => {
    const head = allTestsHead(allTestsData(undefined).page, 1);
    expect(head.title).toBe("All Tests A–Z – Health+ Diagnostics");
    expect(head.description).toBe("Every test we do on its own, A to Z, with its price, and the everyday names that lead to them.");
  });

  it("past one page, titles a later page with its number and describes it by its range, names cut short", () => {
    const page = {
      page: 2,
      path: "/all-tests/2",
      sections: [],
      first: "Immunofixation electrophoresis, serum and urine (IFE)",
      last: "Zinc",
    };
    expect(allTestsHead(page, 3).title).toBe("All Tests A–Z (page 2) – Health+ Diagnostics");
    expect(allTestsHead(page, 3).description).toBe(
      "Every test we do on its own, with its price. This page: Immunofixation electrophoresis, serum a… to Zinc.",
    );
  });
});
