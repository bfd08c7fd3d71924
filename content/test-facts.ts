import type { TestFacts } from "#content/collections/test-facts.schema.ts";
import testFactsData from "#content/generated/test-facts.json" with { type: "json" };
import { testFactLabels } from "#words/labels.ts";
import { insulinAdviceShort, petFastingShort } from "./safety-advice.ts";

export type { TestFacts } from "#content/collections/test-facts.schema.ts";

/**
 * One source of test facts: the sample, the fasting, the preparation, the report time, what is
 * reported, where the test can be done and which laboratory section runs it, for every test the site
 * sells on its own or inside a package: content/en/test-facts/<key>.json, one file per test (edited at
 * /admin, docs/editing.md). The find-test catalogue, the department lists, the packages, home care, the
 * FAQs and articles that quote a preparation, and the downloadable guides all derive what they show from
 * these entries (app/domain/test-facts.ts), so a test is never described two ways. Prices and display
 * names stay with each list (the catalogue and the departments use different price sets on purpose).
 * Shared preparation sentences are in ./advice.ts. Medical basis and how to review a change:
 * docs/content-review.md.
 */
export const testFacts: Readonly<Record<TestKey, TestFacts>> = testFactsData;

/** The facts' file names. Taken from the data's keys, not from `testFacts`, whose type is the schema's: the schema names test keys. */
export type TestKey = keyof typeof testFactsData;

function isTestKey(key: string): key is TestKey {
  return Object.hasOwn(testFacts, key);
}

/**
 * A placeholder's test key ({{fasting:cbc}}) as a key of the facts. The build has checked every one
 * (content/compiler/placeholders-check.ts); this names the key if one ever reaches a page unchecked.
 */
export function testKeyOf(arg: string | undefined): TestKey {
  if (arg === undefined || !isTestKey(arg)) throw new Error(`a placeholder names "${arg}", which is not a test in content/en/test-facts/`);
  return arg;
}

/** The facts a department test card shows, read straight from the test's entry (its report time in the page's words). */
export function subcategoryFacts(key: TestKey) {
  const f: TestFacts = testFacts[key];
  return {
    description: f.description,
    sample: f.sample,
    reportTime: testFactLabels.reportTime(f.reportTime),
    preparationRequired: f.instructionsShort !== undefined || f.fastingHours !== null,
    fastingRequired: f.fastingHours !== null,
    ...(f.instructionsShort ? { preparationTime: f.instructionsShort } : {}),
    collection: f.collection,
    ...(f.notices ? { notices: f.notices } : {}),
    // Every fast on a card carries its medicine warning in one line (docs/content-review.md, rule 5).
    ...(f.fastingHours !== null ? { fastingNote: fastingNoteFor(f) } : {}),
  };
}

/** The one-line medicine warning a card shows with a test's fast: a pet's owner asks the vet, a person their doctor. */
export function fastingNoteFor(f: Pick<TestFacts, "subject">): string {
  return f.subject === "pet" ? petFastingShort : insulinAdviceShort;
}

/** "12 hours" for a test that needs fasting; the FAQs, articles and guides quote it. */
export function fastingText(key: TestKey): string {
  const hours: number | null = testFacts[key].fastingHours;
  if (hours === null) throw new Error(`${key} needs no fasting`);
  return testFactLabels.fastingHours(hours);
}

/** "24 hours", "Same day": a test's report time as a page says it (its facts write it as the schema's pattern). */
export function reportTimeText(key: TestKey): string {
  return testFactLabels.reportTime(testFacts[key].reportTime);
}
