import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "#content/collections/collections.ts";
import { compileContent } from "./compile.ts";
import { sharedContentCopy } from "./content-copy.ts";

// The real content, compiled from a corrupted copy: what the person who broke a file reads. Each
// message names the file, the field, what is wrong and what is allowed.
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

function compileWith(file: string, change: (text: string) => string, locale = "en") {
  const root = copy.changed({ [`content/${locale}/${file}`]: change });
  const result = compileContent({ root, locale, collections, today: "2026-11-26" });
  if (result.ok) throw new Error(`${file}: the corrupted copy compiled`);
  return result.message;
}
const json = (change: (data: Record<string, unknown>) => Record<string, unknown>) => (text: string) =>
  JSON.stringify(change(JSON.parse(text)));

// Each case compiles the whole content of a corrupted copy: a few hundred files per language, about a
// second idle and past Vitest's 5 s on the two-core machine under load; the allowance grows with the
// work, never a tight fixed limit (decision 020).
describe("a Hindi file (content/hi/) that breaks the translation", { timeout: 60_000 }, () => {
  it("a missing Hindi name: nothing ships half translated", () => {
    expect(
      compileWith(
        "tests/2.json",
        json(({ name: _name, ...rest }) => rest),
        "hi",
      ),
    ).toContain('content/hi/tests/2.json: the field "name" has no Hindi text. Allowed: the Hindi for "Lipid Profile".');
  });
  it("a price in the Hindi file that is not the English one: a fact lives once", () => {
    expect(
      compileWith(
        "tests/2.json",
        json((t) => ({ ...t, price: 400 })),
        "hi",
      ),
    ).toContain(
      'content/hi/tests/2.json: the field "price" is 400, but it is a fact that lives in the English file (450). Allowed: leave it out of this file; change it in the English file, and every language shows it.',
    );
  });
  it("a centre-only test whose service no centre lists in Hindi", () => {
    expect(
      compileWith(
        "test-facts/abdomen-xray.json",
        json((t) => ({ ...t, centreService: "ईईजी" })),
        "hi",
      ),
    ).toContain('content/hi/test-facts/abdomen-xray.json: the field "centreService" is "ईईजी", which no centre lists among its services.');
  });
});

describe("a corrupted content file", { timeout: 60_000 }, () => {
  it("a price of abc", () => {
    expect(
      compileWith(
        "tests/2.json",
        json((t) => ({ ...t, price: "abc" })),
      ),
    ).toContain(
      'content/en/tests/2.json: the field "price" is "abc", which is not a number. Allowed: the price in rupees, a whole number such as 450.',
    );
  });
  it("a missing name", () => {
    expect(
      compileWith(
        "packages/100.json",
        json(({ name: _name, ...rest }) => rest),
      ),
    ).toContain(
      'content/en/packages/100.json: the field "name" is missing, and it is required. Allowed: the name patients see on the card.',
    );
  });
  it("a package naming a test that does not exist", () => {
    const message = compileWith("packages/100.json", (text) => text.replace('"lipid-profile"', '"lipid-profle"'));
    expect(message).toContain(
      'content/en/packages/100.json: the field "contents[1].tests[0]" is "lipid-profle", which is not a test. Allowed: the name of a file in content/en/test-facts/',
    );
  });
  it("a catalogue test naming a test that does not exist", () => {
    const message = compileWith("tests/2.json", (text) => text.replace('"test": "lipid-profile"', '"test": "lipid-profle"'));
    expect(message).toContain(
      'content/en/tests/2.json: the field "test" is "lipid-profle", which is not a test. Allowed: the name of a file in content/en/test-facts/',
    );
  });
  it("a test's facts naming advice that does not exist", () => {
    const message = compileWith("test-facts/lipid-profile.json", (text) => text.replace('"alcohol-24h"', '"alcohol-1h"'));
    expect(message).toContain(
      'content/en/test-facts/lipid-profile.json: the field "advice[0]" is "alcohol-1h", which is not a shared advice.',
    );
  });
  it("an overdue medical review", () => {
    const message = compileWith("tests/1.json", (text) =>
      text
        .replace('"reviewed": "2026-11-28"', '"reviewed": "2025-11-01"')
        .replace('"nextReview": "2027-11-28"', '"nextReview": "2026-11-01"'),
    );
    expect(message).toContain(
      'content/en/tests/1.json: the field "review.nextReview" says the medical review was due on 2026-11-01, so it is overdue.',
    );
  });
  it("an article with an unknown placeholder, a fast for a test without one, and a heading", () => {
    const message = compileWith("articles/lipid-profile-fasting.md", (text) =>
      text
        .replace("{{fasting lipid-profile}}", "{{fastng lipid-profile}}")
        .replace("{{insulin-advice}}", "{{fasting cbc}}")
        .replace("Plain water", "## Water\n\nPlain water"),
    );
    expect(message).toContain(
      'content/en/articles/lipid-profile-fasting.md: the field "body (paragraph 1)" uses the placeholder {{fastng lipid-profile}}, which the site does not know. Allowed: {{fasting <test key>}}',
    );
    expect(message).toContain("uses {{fasting cbc}}, but that test needs no fasting");
    expect(message).toContain('the field "body (paragraph 2)" uses a heading (#), which the article page does not show');
  });
  it("a review naming a reviewer who is not on the list", () => {
    expect(compileWith("tests/1.json", (text) => text.replace('"reviewer": "pathologist"', '"reviewer": "pathologst"'))).toContain(
      'content/en/tests/1.json: the field "review.reviewer" is "pathologst", which is not a medical reviewer. Allowed: the name of a file in the medical reviewers\' folder: pathologist, microbiologist',
    );
  });
  it("a review naming no reviewer: one message, not a second from the id's type", () => {
    const message = compileWith("tests/1.json", (text) => text.replace('"reviewer": "pathologist"', '"reviewer": ""'));
    expect(message).toContain(
      'content/en/tests/1.json: the field "review.reviewer" is empty. Allowed: the clinician\'s role, from Medical reviewers.',
    );
    expect(message.match(/tests\/1\.json: the field "review\.reviewer"/g)).toHaveLength(1);
  });
  it("a review whose next date comes before the review", () => {
    expect(compileWith("tests/1.json", (text) => text.replace('"nextReview": "2027-11-28"', '"nextReview": "2026-11-01"'))).toContain(
      'content/en/tests/1.json: the field "review.nextReview" must come after the day it was reviewed (reviewed).',
    );
  });
  it("a review whose next date is more than a year after the review", () => {
    expect(compileWith("tests/1.json", (text) => text.replace('"nextReview": "2027-11-28"', '"nextReview": "2027-11-29"'))).toContain(
      'content/en/tests/1.json: the field "review.nextReview" is "2027-11-29", more than a year after the day it was reviewed (2026-11-28). Allowed: a day at most a year after "reviewed", so 2027-11-28 at the latest.',
    );
  });
  it("an article without its title", () => {
    expect(compileWith("articles/hba1c-and-prediabetes.md", (text) => text.replace(/^title: .*\n/m, ""))).toContain(
      'content/en/articles/hba1c-and-prediabetes.md: the field "title" is missing, and it is required.',
    );
  });
});

describe("the medical reviews of the real content", { timeout: 60_000 }, () => {
  it("cover every test, package, department and article, and stop the build the day after they are due", () => {
    // The third review renewed most items to 2027-11-28, the fourth some to 2027-12-07; the rest are due on 2027-11-24.
    const result = compileContent({ root: repo, locale: "en", collections, today: "2027-12-08" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const overdue = result.problems.filter((p) => p.field.endsWith("nextReview"));
    // 235 catalogue entries (210 tests, 25 packages), 4 departments, 12 articles.
    expect(overdue).toHaveLength(251);
    expect(overdue.filter((p) => p.file.startsWith("content/en/tests/"))).toHaveLength(210);
    expect(overdue.filter((p) => p.file.startsWith("content/en/departments/"))).toHaveLength(4);
    expect(overdue.filter((p) => p.file.startsWith("content/en/articles/"))).toHaveLength(12);
    expect(compileContent({ root: repo, locale: "en", collections, today: "2027-11-24" }).ok).toBe(true);
  });
});
