import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusalOf, sharedContentCopy, type ContentData } from "./content-copy.ts";

// The departments, their tests and the home-care page, compiled from a corrupted copy of content/en:
// each message names the file, the field, what is wrong and what is allowed.
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

const compileWith = (changes: Record<string, (data: ContentData) => void>) => refusalOf(copy, changes, "2026-11-26");

// Each case compiles the whole content of a corrupted copy: a few hundred files per language, about a
// second idle and past Vitest's 5 s on the two-core machine under load; the allowance grows with the
// work, never a tight fixed limit (decision 020).
describe("a corrupted department or home-care file", { timeout: 60_000 }, () => {
  // One test, one price (docs/content-review.md, rule 22): a department list that priced a test its own
  // way (the Lipid Profile at ₹899 beside the test's ₹450) is refused.
  it("a department test carrying a price of its own, and another's missing name", () => {
    const message = compileWith({
      "department-tests/lipid-profile.json": (d) => void (d.price = 899),
      "department-tests/cbc.json": (d) => void delete d.name,
    });
    expect(message).toContain(
      "content/en/department-tests/lipid-profile.json: has a field the site does not know: price. Allowed: remove it, or check its spelling.",
    );
    expect(message.replace("department-tests/lipid-profile.json", "").replace("department-tests/cbc.json", "")).not.toContain(
      "department-tests/",
    );
    expect(message).toContain(
      'content/en/department-tests/cbc.json: the field "name" is missing, and it is required. Allowed: the name on the department page\'s card.',
    );
  });
  it("a department test in a subcategory its department does not have", () => {
    expect(compileWith({ "department-tests/cbc.json": (d) => void (d.subcategory = "ecg") })).toContain(
      'content/en/department-tests/cbc.json: the field "subcategory" is "ecg", which is not a subcategory of pathology. Allowed: blood-tests, urine-tests.',
    );
  });
  it("a placeholder in a department test's name", () => {
    const message = compileWith({ "department-tests/cbc.json": (d) => Object.assign(d, { id: "cbc", name: "CBC, {{report-time cbc}}" }) });
    expect(message).toContain(
      'content/en/department-tests/cbc.json: the field "name" uses the placeholder {{report-time cbc}}, which this text cannot use. Allowed: no placeholders here: write the text itself.',
    );
  });
  it("a subcategory address used twice in a department, and an unknown placeholder", () => {
    const message = compileWith({
      "departments/pathology.json": (d) => {
        d.subcategories[1].slug = "blood-tests";
        d.whyChoose[0].description = "{{accreditation-statment}}.";
      },
    });
    expect(message).toContain(
      'content/en/departments/pathology.json: the field "subcategories[1].slug" is "blood-tests", which an earlier subcategory of this department has already. Allowed: a different address for each subcategory',
    );
    expect(message).toContain(
      'content/en/departments/pathology.json: the field "whyChoose[0].description" uses the placeholder {{accreditation-statment}}, which the site does not know. Allowed: {{accreditation-statement}},',
    );
  });
  it("a home-care package naming a test that does not exist, and a test twice", () => {
    const message = compileWith({
      "home-care-packages/cardiac-care-at-home.json": (d) => {
        d.tests[0] = "ecg-at-hom";
        d.tests.push("cbc");
      },
    });
    expect(message).toContain(
      'content/en/home-care-packages/cardiac-care-at-home.json: the field "tests[0]" is "ecg-at-hom", which is not a test. Allowed: the name of a file in content/en/test-facts/',
    );
    expect(message).toContain(
      'content/en/home-care-packages/cardiac-care-at-home.json: the field "tests[7]" is "cbc", which the package lists already. Allowed: each test once.',
    );
  });
  it("a home-care FAQ asked twice", () => {
    expect(compileWith({ "home-care.json": (d) => void (d.faqs[3].question = d.faqs[0].question) })).toContain(
      'content/en/home-care.json: the field "faqs[3].question" is "Which areas do you cover for home collection?", which an earlier FAQ asks already. Allowed: each question once',
    );
  });
});
