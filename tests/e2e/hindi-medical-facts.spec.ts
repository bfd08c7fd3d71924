import { expect, test } from "@playwright/test";
import { builtPageTrees } from "./built-pages.ts";
import { BOTH_LANGUAGES_ALLOWANCE_MS, englishUrls, hindi, NOT_TEXT } from "./hindi-twins.ts";
import { find, findAll, is } from "./html-tree.ts";

// The clinical rules of docs/content-review.md hold in Hindi too. The Hindi words are checked by a
// Hindi-reading clinician (docs/content-review.md, "Hindi"); what a machine can hold is that translation
// kept every fact: each English page and its twin show the same numbers (hours, prices, ages, 112), the
// same safety boxes and dated reviews, and the insulin and pregnancy warnings wherever English has them.
test.describe("the medical facts survive translation", () => {
  test.describe.configure({ mode: "default", timeout: BOTH_LANGUAGES_ALLOWANCE_MS });
  const page = builtPageTrees();
  const mainOf = (url: string) => find(page(url), is("main"))!;
  /** The main text, with a space at each element's edge, so "₹650" and a next cell's "3" stay two numbers. */
  const text = (url: string) => {
    const parts: string[] = [];
    const walk = (el: ReturnType<typeof mainOf>) => {
      for (const child of el.children) {
        if (typeof child === "string") parts.push(child);
        // A test's other names are search names in each language's own choice ("Vitamin D3"), not facts.
        else if (!NOT_TEXT.has(child.tag) && child.attrs["data-search-aliases"] === undefined) {
          parts.push(" ");
          walk(child);
          parts.push(" ");
        }
      }
    };
    walk(mainOf(url));
    return parts.join("").replace(/\s+/g, " ");
  };
  /**
   * The numbers a reader meets, as written: "10–12" is 10 and 12, "₹1,499" is 1499, "2025" is 2025.
   * "24/7" is a phrase ("every hour of every day"), which Hindi says in words; see the replacements.
   */
  const numbers = (words: string) =>
    new Set(
      (
        words
          .replace(/\b24\/7\b/g, " ")
          // A file's size is its language's own file's (the Hindi guides embed their font).
          .replace(/\b\d+ KB\b/g, " ")
          // A date written with its month's number ("14-09-2025") reads in Hindi with the month's name.
          .replace(/\b(\d{1,2})-\d{2}-(\d{4})\b/g, "$1 $2")
          // "50K+" is the same number as "50,000+".
          .replace(/\b(\d+)K\b/g, (_, n: string) => String(Number(n) * 1000))
          .match(/\d[\d,]*(\.\d+)?/g) ?? []
      ).map((n) => n.replace(/,/g, "")),
    );

  // All tests A–Z lists the tests in each language's own order, and so does Find a Test after the staff's
  // first tests, so their pages' twins hold other tests; every test's numbers and warnings are checked on
  // its own page (decisions 041 and 057).
  const twinsHoldTheSameItems = (url: string) => !url.startsWith("/all-tests") && url !== "/find-test";

  test("every number of an English page is on its Hindi twin", () => {
    const problems: string[] = [];
    for (const url of englishUrls.filter(twinsHoldTheSameItems)) {
      const hindiNumbers = numbers(text(hindi(url)));
      const missing = [...numbers(text(url))].filter((n) => !hindiNumbers.has(n));
      if (missing.length > 0) problems.push(`${hindi(url)}: ${missing.join(", ")} missing`);
    }
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  });

  test("the same safety boxes and dated medical reviews, and the insulin and pregnancy warnings where English has them", () => {
    const problems: string[] = [];
    const count = (url: string, match: (el: ReturnType<typeof mainOf>) => boolean) => findAll(mainOf(url), match).length;
    const box = (label: string) => (el: ReturnType<typeof mainOf>) => el.tag === "aside" && el.attrs["aria-label"] === label;
    const review = (el: ReturnType<typeof mainOf>) => el.attrs["data-testid"] === "medical-review";
    for (const url of englishUrls.filter(twinsHoldTheSameItems)) {
      const twin = hindi(url);
      const pairs: [string, (el: ReturnType<typeof mainOf>) => boolean, (el: ReturnType<typeof mainOf>) => boolean][] = [
        ["emergency boxes", box("Emergency warning"), box("इमरजेंसी चेतावनी")],
        ["safety boxes", box("Safety advice"), box("सुरक्षा सलाह")],
        ["medical reviews", review, review],
      ];
      for (const [what, english, translated] of pairs)
        if (count(url, english) !== count(twin, translated))
          problems.push(`${twin}: ${count(twin, translated)} ${what}, English ${count(url, english)}`);
      const [en, hi] = [text(url), text(twin)];
      if (/\binsulin\b/i.test(en) && !/इंसुलिन/.test(hi)) problems.push(`${twin}: no insulin warning`);
      // An untranslated test's description says it in English, marked lang="en" (decision 034; the test above finds unmarked English).
      if (/\bpregnan/i.test(en) && !/(गर्भ|प्रेग्नेंसी|प्रेगनेंसी|\bpregnan)/i.test(hi)) problems.push(`${twin}: no pregnancy advice`);
      if (/\b112\b/.test(en) && !/\b112\b/.test(hi)) problems.push(`${twin}: no 112`);
    }
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  });
});
