import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusalOf, sharedContentCopy, type ContentData } from "./content-copy.ts";
import { periodProblems } from "./reviews-check.ts";

// The site's own texts and figures (home, headings, forms, contact, claims, safety, centre settings),
// compiled from a corrupted copy of content/en: each message names the file, the field, what is wrong
// and what is allowed.
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

const compileWith = (file: string, change: (data: ContentData) => void) => refusalOf(copy, { [file]: change }, "2026-11-26");

// Each case compiles the whole content of a corrupted copy: a few hundred files per language, about a
// second idle and past Vitest's 5 s on the two-core machine under load; the allowance grows with the
// work, never a tight fixed limit (decision 020).
describe("a corrupted site file", { timeout: 60_000 }, () => {
  it("a bad emergency number", () => {
    expect(compileWith("emergency.json", (d) => void (d.number = "11-2"))).toContain(
      'content/en/emergency.json: the field "number" is "11-2", which is not in the right form. Allowed: the number to call in a medical emergency, 3 digits, e.g. 112.',
    );
  });
  it("the emergency number typed out in a safety text", () => {
    expect(
      compileWith("safety.json", (d) => void (d.feverAdvice.callIf = "Call 112 or go to the nearest emergency department if:")),
    ).toContain(
      'content/en/safety.json: the field "feverAdvice.callIf" writes the emergency number as 112. Allowed: {{emergency-number}} in its place',
    );
  });
  it("an emergency line that does not name the number", () => {
    expect(compileWith("emergency.json", (d) => void (d.line = "For a medical emergency, call an ambulance."))).toContain(
      'content/en/emergency.json: the field "line" does not name the emergency number. Allowed: a text that says {{emergency-number}}',
    );
  });
  it("a missing heading", () => {
    expect(compileWith("section-headings.json", (d) => void delete d.home.popular.title)).toContain(
      'content/en/section-headings.json: the field "home.popular.title" is missing, and it is required. Allowed: the section\'s heading.',
    );
  });
  it("an unknown placeholder on the home page", () => {
    expect(compileWith("home.json", (d) => void (d.commitments[2].description = "Call us. {{emergency-lines}}"))).toContain(
      'content/en/home.json: the field "commitments[2].description" uses the placeholder {{emergency-lines}}, which the site does not know. Allowed: {{emergency-number}}, {{emergency-line}},',
    );
  });
  it("a test's placeholder in a contact text, which loads only the emergency number", () => {
    expect(compileWith("contact.json", (d) => void (d.thankYou.text = "Fast for {{fasting lipid-profile}}."))).toContain(
      'content/en/contact.json: the field "thankYou.text" uses the placeholder {{fasting lipid-profile}}, which this text cannot use. Allowed: {{emergency-number}}, {{emergency-line}}, {{collection-start}}.',
    );
  });
  it("a thank-you line that forgets the phone number", () => {
    expect(compileWith("form-copy.json", (d) => void (d.callback.confirmation = "Thanks, we'll call you back."))).toContain(
      'content/en/form-copy.json: the field "callback.confirmation" does not say where the number typed goes. Allowed: a sentence with {{phone}} in it.',
    );
  });
  it("a count that is not a positive whole number", () => {
    expect(compileWith("claims.json", (d) => Object.assign(d, { testMenuCount: -1 }))).toContain(
      'content/en/claims.json: the field "testMenuCount" is -1, which is too small (it must be more than 0). Allowed: a whole number such as 1500',
    );
  });
  // Rule 26: the build (dated 2026-11-26 here) refuses counts whose month ended more than 12 months before it.
  it("counts taken in a month that ended more than 12 months before the build, or in a month to come", () => {
    expect(compileWith("claims.json", (d) => void (d.countsMonth = "2025-10"))).toContain(
      'content/en/claims.json: the field "countsMonth" is "2025-10", a period that ended on 2025-10-31, more than 12 months before this build (2026-11-26). Allowed: count or measure it again and give the month of the new figures; a figure with no current period is taken off the site.',
    );
    expect(compileWith("claims.json", (d) => void (d.countsMonth = "2026-12"))).toContain(
      'content/en/claims.json: the field "countsMonth" is "2026-12", a month still to come (this build is on 2026-11-26). Allowed: the month the figures were taken, 2026-11 at the latest.',
    );
    expect(compileWith("claims.json", (d) => void (d.countsMonth = "Nov 2025"))).toContain(
      'content/en/claims.json: the field "countsMonth" is "Nov 2025", which is not in the right form.',
    );
  });
  it("a package marked popular, with no source or period (rule 26)", () => {
    expect(compileWith("packages/100.json", (d) => void (d.popular = true))).toContain(
      'content/en/packages/100.json: the field "popular" is true, which shows a package as popular with no source or period. Allowed: false (the "Common test" badge is for single tests).',
    );
  });
  it("an accreditation scope naming a test that does not exist, one no laboratory accreditation covers, or a test twice", () => {
    const message = compileWith("accreditation-scope.json", (d) => void d.tests.push("urine-routne", "resting-ecg", "cbc"));
    expect(message).toContain(
      'content/en/accreditation-scope.json: the field "tests[147]" is "urine-routne", which is not a test. Allowed: the name of a file in content/en/test-facts/ that the certificate\'s scope document names',
    );
    expect(message).toContain(
      'content/en/accreditation-scope.json: the field "tests[148]" is "resting-ecg", a cardiology test, which an ISO 15189 laboratory accreditation cannot cover. Allowed: a laboratory test (haematology, clinical-chemistry, immunoassay, microbiology) that the certificate\'s scope document names.',
    );
    expect(message).toContain(
      'content/en/accreditation-scope.json: the field "tests[149]" is "cbc", which the list already holds. Allowed: each test once.',
    );
  });
  it("Find a Test's first tests naming a test that does not exist, or a test twice", () => {
    const message = compileWith("find-test.json", (d) => void d.defaultOrder.push(9999, 10));
    expect(message).toContain(
      'content/en/find-test.json: the field "defaultOrder[9]" is 9999, which is not in the catalogue. Allowed: the number of a file in content/en/tests/ (pick the test from the list in the editor).',
    );
    expect(message).toContain(
      'content/en/find-test.json: the field "defaultOrder[10]" is 10 (Thyroid Function Test), which the list already holds. Allowed: each test once.',
    );
  });
  it("a popular row naming a test that does not exist", () => {
    expect(compileWith("home.json", (d) => void (d.popularTests[0] = 9999))).toContain(
      'content/en/home.json: the field "popularTests[0]" is 9999, which is not in the catalogue. Allowed: the number of a file in content/en/tests/.',
    );
  });
  it("a download without its size, and the video without its note: each read as its kind", () => {
    const message = compileWith("resources-page.json", (d) => {
      delete d.resources.find((entry: ContentData) => entry.type === "PDF").size;
      delete d.resources.find((entry: ContentData) => entry.type === "Video").note;
    });
    expect(message).toContain(
      'content/en/resources-page.json: the field "resources[0].size" is missing, and it is required. Allowed: the size of this language\'s file, e.g. "43 KB" (npm run downloads prints it).',
    );
    expect(message).toContain('content/en/resources-page.json: the field "resources[3].note" is missing, and it is required.');
  });
  it("a PIN code area of a centre that does not exist, and a PIN code under two centres", () => {
    const message = compileWith("centre-settings.json", (d) => {
      d.homeCollectionAreas[0].centre = "green-parc";
      d.homeCollectionAreas[1].areas[0].pinCodes.push("110016");
    });
    expect(message).toContain(
      'content/en/centre-settings.json: the field "homeCollectionAreas[0].centre" is "green-parc", which is not a centre. Allowed: the id of a centre',
    );
    expect(message).toContain(
      'content/en/centre-settings.json: the field "homeCollectionAreas[1].areas[0].pinCodes[8]" is 110016, which green-parc serves already. Allowed: each PIN code under one area of one centre only.',
    );
  });
  // Hours, slots and places agree (docs/content-review.md, rule 27): an area the site names as served
  // has its PIN codes (the FAQ once named Greater Noida, which no PIN code served), and the hours the
  // booking slots are made from run forwards.
  it("an area named with no PIN codes", () => {
    const message = compileWith("centre-settings.json", (d) => {
      d.homeCollectionAreas[4].areas.push({ name: "Greater Noida", pinCodes: [] });
    });
    expect(message).toContain(
      'content/en/centre-settings.json: the field "homeCollectionAreas[4].areas[3].pinCodes" has 0 entries; it needs at least 1. Allowed: the PIN codes of this area it collects from.',
    );
  });
  it("collection hours that close before they open", () => {
    const message = compileWith("centre-settings.json", (d) => {
      d.collectionHours = { opens: "21:00", closes: "07:00" };
    });
    expect(message).toContain(
      'content/en/centre-settings.json: the field "collectionHours.closes" is 07:00, which is not after the first slot\'s start (21:00). Allowed: a time later the same day than the first slot starts.',
    );
  });
});

// The build's date is injected: the same month is current on one day and stale on another (rule 26).
describe("a claim's period against the build's date", () => {
  const file = "content/en/claims.json";
  it("keeps a month whose end is at most 12 months before the build", () => {
    expect(periodProblems(file, "countsMonth", "2025-11", "2026-11-30")).toEqual([]);
    expect(periodProblems(file, "countsMonth", "2026-11", "2026-11-01")).toEqual([]);
    expect(periodProblems(file, "countsMonth", "2024-02", "2025-02-28")).toEqual([]);
  });
  it("refuses it the day after", () => {
    expect(periodProblems(file, "countsMonth", "2025-11", "2026-12-01")).toEqual([
      {
        file,
        field: "countsMonth",
        problem: 'is "2025-11", a period that ended on 2025-11-30, more than 12 months before this build (2026-12-01)',
        allowed: "count or measure it again and give the month of the new figures; a figure with no current period is taken off the site",
      },
    ]);
    expect(periodProblems(file, "countsMonth", "2024-02", "2025-03-01")).toHaveLength(1);
  });
  it("refuses the period the service figures had (Apr–Sep 2025) on the day of the clinical review", () => {
    expect(periodProblems(file, "figuresPeriod", "2025-09", "2026-12-07")[0]?.problem).toBe(
      'is "2025-09", a period that ended on 2025-09-30, more than 12 months before this build (2026-12-07)',
    );
  });
});
