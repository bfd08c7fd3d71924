import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusalOf, sharedContentCopy, type ContentData } from "./content-copy.ts";

// One price per test (docs/content-review.md, rule 22), checked by `npm run content` on a corrupted copy
// of content/en: each message names the file, the field, what is wrong and what is allowed. The sums are
// read by hand from content/en/tests/ (each test's own price).
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

const compileWith = (changes: Record<string, (data: ContentData) => void>) => refusalOf(copy, changes, "2026-12-07");

// Each case compiles the whole content of a copy: seconds on the shared two-core machine (decision 020).
describe("a price that is not the test's own", { timeout: 60_000 }, () => {
  it("a package dearer than its tests bought alone", () => {
    // Allergy Respiratory Package: Total IgE ₹650 + AEC ₹250 + inhalant panel ₹3,200 = ₹4,100; it once cost ₹4,500.
    const message = compileWith({ "packages/115.json": (d) => void (d.price = 4500) });
    expect(message).toContain(
      'content/en/packages/115.json: the field "price" is 4500, more than its tests cost bought alone (4100). Allowed: at most 4100: a package costs no more than its tests, each at its own price in content/en/tests/.',
    );
  });

  it("a home-care package dearer than its tests and visits, with no extra that says what the difference buys", () => {
    // ECG at home 599 + 24-hour Holter 2500 + lipid profile 450 + HbA1c 380 + hs-CRP 650 + KFT 700 + CBC 299
    // = 5578, with 2 home visits at ₹300 (content/en/centre-settings.json): 6178.
    const message = compileWith({ "home-care-packages/cardiac-care-at-home.json": (d) => void (d.price = 6500) });
    expect(message).toContain(
      'content/en/home-care-packages/cardiac-care-at-home.json: the field "price" is 6500, more than its tests bought alone with its 2 home visits (6178), and no extra says what the difference buys. Allowed: at most 6178, or an extra that says what more the price buys.',
    );
  });

  it("a price that includes a home visit on a test collected free at home", () => {
    const message = compileWith({ "tests/1.json": (d) => void (d.homeVisitIncluded = true) });
    expect(message).toContain(
      'content/en/tests/1.json: the field "homeVisitIncluded" is true, but cbc is not done on a paid home visit (its facts say "home-sample"). Allowed: true only on a test whose facts say home-visit; false here.',
    );
  });
});
