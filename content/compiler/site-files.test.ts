import path from "node:path";
import { describe, expect, it } from "vitest";
import { collections } from "#content/collections/collections.ts";
import { compileContent } from "./compile.ts";
import { sharedContentCopy } from "./content-copy.ts";

// The site's own texts and figures (home, headings, forms, contact, claims, safety, centre settings),
// compiled from a corrupted copy of content/en: each message names the file, the field, what is wrong
// and what is allowed.
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a file's JSON, changed in place

function compileWith(file: string, change: (data: Data) => void) {
  const root = copy.changed({
    [`content/en/${file}`]: (text) => {
      const data = JSON.parse(text) as Data;
      change(data);
      return JSON.stringify(data);
    },
  });
  const result = compileContent({ root, locale: "en", collections, today: "2026-11-26" });
  if (result.ok) throw new Error(`${file}: the corrupted copy compiled`);
  return result.message;
}

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
    expect(compileWith("home.json", (d) => void (d.commitments[4].description = "Call us. {{emergency-lines}}"))).toContain(
      'content/en/home.json: the field "commitments[4].description" uses the placeholder {{emergency-lines}}, which the site does not know. Allowed: {{emergency-number}}, {{emergency-line}},',
    );
  });
  it("a test's placeholder in a contact text, which loads only the emergency number", () => {
    expect(compileWith("contact.json", (d) => void (d.thankYou.text = "Fast for {{fasting lipid-profile}}."))).toContain(
      'content/en/contact.json: the field "thankYou.text" uses the placeholder {{fasting lipid-profile}}, which this text cannot use. Allowed: {{emergency-number}}, {{emergency-line}}.',
    );
  });
  it("a thank-you line that forgets the phone number", () => {
    expect(compileWith("form-copy.json", (d) => void (d.callback.confirmation = "Thanks, we'll call you back."))).toContain(
      'content/en/form-copy.json: the field "callback.confirmation" does not say where the number typed goes. Allowed: a sentence with {{phone}} in it.',
    );
  });
  it("a count that is not a positive whole number", () => {
    const message = compileWith("claims.json", (d) => Object.assign(d, { ratingCount: 15.5, testMenuCount: -1 }));
    expect(message).toContain(
      'content/en/claims.json: the field "ratingCount" is 15.5, which is not a whole number. Allowed: a whole number such as 2500; shown as "2,500+"',
    );
    expect(message).toContain(
      'content/en/claims.json: the field "testMenuCount" is -1, which is too small (it must be more than 0). Allowed: a whole number such as 1500',
    );
  });
  it("a percentage above 100 and a rating above its maximum", () => {
    expect(compileWith("claims.json", (d) => void (d.homeVisitsWithin3hPercent = 185))).toContain(
      'content/en/claims.json: the field "homeVisitsWithin3hPercent" is 185, which is too big (it must be at most 100). Allowed: the share of home visits completed within 3 hours of booking, a whole number from 0 to 100.',
    );
    expect(compileWith("claims.json", (d) => void (d.rating = 6))).toContain(
      'content/en/claims.json: the field "rating" is 6, above the highest rating (5). Allowed: a number from 1 to 5.',
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
  it("a popular row naming a test that does not exist", () => {
    expect(compileWith("home.json", (d) => void (d.popularTests[0] = 9999))).toContain(
      'content/en/home.json: the field "popularTests[0]" is 9999, which is not in the catalogue. Allowed: the number of a file in content/en/tests/.',
    );
  });
  it("a download without its size, and the video without its note: each read as its kind", () => {
    const message = compileWith("resources-page.json", (d) => {
      delete d.resources.find((entry: Data) => entry.type === "PDF").size;
      delete d.resources.find((entry: Data) => entry.type === "Video").note;
    });
    expect(message).toContain(
      'content/en/resources-page.json: the field "resources[0].size" is missing, and it is required. Allowed: the size of this language\'s file, e.g. "43 KB" (npm run downloads prints it).',
    );
    expect(message).toContain('content/en/resources-page.json: the field "resources[3].note" is missing, and it is required.');
  });
  it("a PIN code area of a centre that does not exist, and a PIN code under two centres", () => {
    const message = compileWith("centre-settings.json", (d) => {
      d.homeCollectionAreas[0].centre = "green-parc";
      d.homeCollectionAreas[1].pinCodes.push("110016");
    });
    expect(message).toContain(
      'content/en/centre-settings.json: the field "homeCollectionAreas[0].centre" is "green-parc", which is not a centre. Allowed: the id of a centre',
    );
    expect(message).toContain(
      'content/en/centre-settings.json: the field "homeCollectionAreas[1].pinCodes[8]" is 110016, which green-parc serves already. Allowed: each PIN code under one centre only.',
    );
  });
});
