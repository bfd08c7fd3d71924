import type { PackageEntry } from "#content/collections/catalogue.schema.ts";
import { fastingTestsWords, packageFastingWords } from "#words/labels.ts";
import { catalogueEntries } from "./catalogue.ts";
import { fastingOf, preparationSteps } from "./preparation.ts";
import { testFacts, type TestFacts, type TestKey } from "./test-facts.ts";

/**
 * Preparation sentences quoted by FAQs, articles and the downloadable guides, composed from the whole
 * registry of test facts (./preparation.ts composes; this module looks tests up). Build-time and
 * content-page use only: it carries every test's facts.
 */

/** A single test's whole preparation as one paragraph, for FAQs, articles and guides. */
export function preparationText(key: TestKey): string {
  return preparationSteps([testFacts[key]]).join(" ");
}

/** The facts of every test a package holds (each once). */
export function packageTests(entry: Pick<PackageEntry, "contents">): TestFacts[] {
  const keys = entry.contents.flatMap((content) => (typeof content === "string" ? [content] : content.tests));
  return [...new Set(keys)].map((key) => testFacts[key]);
}

/** Which packages ask for a fast and how long, from their tests (§9.4), for texts that list the tests that need one. */
export const packageFastingNote = (() => {
  const hours = catalogueEntries.flatMap((entry) => (entry.type === "package" ? (fastingOf(packageTests(entry))?.hours ?? []) : []));
  return packageFastingWords.note(packageFastingWords.span(Math.min(...hours), Math.max(...hours)));
})();

/**
 * Every single test that asks a person to fast, with its fast, in the facts' order (a pet's fast is the
 * vet's): the fasting FAQ lists them from the facts, so a test that starts or stops fasting changes it.
 */
export const fastingTestsList = fastingTestsWords.list(
  Object.values<TestFacts>(testFacts).flatMap((f) =>
    f.fastingHours === null || f.subject === "pet"
      ? []
      : [fastingTestsWords.item(f.label, packageFastingWords.span(f.fastingHours, f.fastingMaxHours ?? f.fastingHours))],
  ),
);
