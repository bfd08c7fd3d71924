import { fastingOf } from "#content/preparation.ts";
import { fastingNoteFor, type TestFacts, type TestKey } from "#content/test-facts.ts";
import { collectionPlaces, collectionWords, sampleKindLabels, sampleKinds, type CollectionKind } from "#content/test-kinds.ts";
import { parameterCountOf } from "#content/test-parameters.ts";
import { testFactLabels } from "#words/labels.ts";
import { testFactWords as words } from "#words/test-fact-words.ts";
import { joinList } from "./text.ts";

export { fastingOf, preparationSteps } from "#content/preparation.ts";

/**
 * What a list of tests needs, derived from each test's own facts: the fasting (the longest), the
 * preparation (each shared sentence once), the report time (the slowest), the kinds of sample, where
 * it can be done, the accreditation that covers it and the parameter count. A single test is a list of
 * one; a package is the list of the tests it holds. Nothing here is typed twice (docs/content-review.md).
 * The preparation itself is composed in content/preparation.ts, which FAQs and articles quote too.
 */

/** Every test's facts by key: the content's (content/test-facts.ts), or a test's own fixture. */
export type FactsRegistry = Readonly<Record<TestKey, TestFacts>>;

/** The latest a report can take, in hours ("Same day" counts as 12, "2-3 days" as 72). */
export function reportHours(reportTime: string): number {
  if (reportTime === "Same day") return 12;
  const match = /^(?:\d+-)?(\d+) (minutes|hours?|days?)$/.exec(reportTime);
  if (!match) throw new Error(`Unreadable report time "${reportTime}"`);
  const value = Number(match[1]);
  if (match[2] === "minutes") return value / 60;
  return match[2]!.startsWith("day") ? value * 24 : value;
}

export interface ReportTime {
  /** When the whole report is ready: the slowest test's time. */
  time: string;
  /** When the other tests come sooner: "Blood culture takes 5-7 days; the other results come within 24 hours." */
  detail?: string;
}

/** A list's report time is its slowest test's; when a few slow tests hold up the rest, the detail says so. */
export function reportTimeOf(tests: readonly TestFacts[]): ReportTime {
  if (tests.length === 0) throw new Error("reportTimeOf needs at least one test");
  const slowestHours = Math.max(...tests.map((t) => reportHours(t.reportTime)));
  const slowest = tests.filter((t) => reportHours(t.reportTime) === slowestHours);
  const others = tests.filter((t) => reportHours(t.reportTime) < slowestHours);
  // The facts write the time as their pattern ("2-3 days"); the page says it in its language.
  const time = testFactLabels.reportTime(slowest[0]!.reportTime);
  // Worth saying only when a few tests hold the report up; when most are the slowest, the time says it all.
  if (others.length === 0 || slowest.length * 2 >= tests.length) return { time };
  const next = others.reduce((a, b) => (reportHours(b.reportTime) > reportHours(a.reportTime) ? b : a));
  const names = joinList(slowest.map((t) => t.label));
  return {
    time,
    detail: words.reportDetail(names, slowest.length, time, testFactLabels.reportTime(next.reportTime)),
  };
}

/** A single test's sample as written; several tests' kinds in a fixed order: "Blood, Urine & ECG". */
export function sampleOf(tests: readonly TestFacts[]): string {
  if (tests.length === 1) return tests[0]!.sample;
  const kinds = sampleKinds.filter((kind) => tests.some((t) => t.sampleKind === kind));
  return joinList(
    kinds.map((kind) => sampleKindLabels[kind]),
    "&",
  );
}

export interface Collection {
  /** Whether any of it can be done at home (a free sample pickup or a paid home visit). */
  atHome: boolean;
  /** Whether all of it is a sample collected free at home. */
  freeHomeSample: boolean;
  /** One line per way the tests are done, as the page says it. */
  lines: string[];
  /** The same in a few words, for a card ("Free home collection", "Centre only"). */
  place: string;
}

/** A centre as the place of a test: its name and the services it lists (content/centres.ts). */
export interface CentreOffer {
  name: string;
  services: readonly string[];
}

/** The centres that do all of these centre-only tests, by the service each lists ("Green Park (Head Centre)" → "Green Park"). */
export function centresFor(tests: readonly Pick<TestFacts, "centreService">[], centres: readonly CentreOffer[]): string[] {
  return centres
    .filter((centre) => tests.every((t) => t.centreService !== undefined && centre.services.includes(t.centreService)))
    .map((centre) => centre.name.replace(/\s*\([^)]*\)\s*$/, ""));
}

/** "At our Green Park centre only", or the general words where no centre is known. */
function centreOnly(tests: readonly TestFacts[], centres: readonly CentreOffer[]): string {
  const names = centresFor(tests, centres);
  if (names.length === 0) return collectionWords.centre.one;
  return words.centreOnly(joinList(names), names.length);
}

/**
 * Where a list of tests can be done, from what each test is (a home sample, a paid home visit, a centre),
 * naming the centres that list a centre-only test's service.
 */
export function collectionOf(tests: readonly TestFacts[], centres: readonly CentreOffer[] = []): Collection {
  const kinds = (["home-sample", "home-visit", "centre"] as const).filter((kind) => tests.some((t) => t.collection === kind));
  const atHome = tests.some((t) => t.collection !== "centre");
  const freeHomeSample = tests.every((t) => t.collection === "home-sample");
  if (kinds.length === 1) {
    const kind = kinds[0]!;
    const lines = [kind === "centre" ? centreOnly(tests, centres) : collectionWords[kind].one];
    return { atHome, freeHomeSample, lines, place: placeOf(kind, tests, centres) };
  }
  const lines = kinds.map((kind) => {
    const group = tests.filter((t) => t.collection === kind);
    if (kind === "centre") return `${joinList(group.map((t) => t.label))}: ${lowerFirst(centreOnly(group, centres))}`;
    const names =
      kind === "home-sample"
        ? words.homeSamples(
            joinList(
              sampleKinds.filter((k) => group.some((t) => t.sampleKind === k)).map((k) => words.sampleKindInText(sampleKindLabels[k])),
            ),
          )
        : joinList(group.map((t) => t.label));
    return collectionWords[kind].some(names);
  });
  return { atHome, freeHomeSample, lines, place: kinds.includes("centre") ? collectionPlaces.centre : collectionPlaces.mixed };
}

/** A card's few words for tests all done one way; a centre-only test names its centre when one or two do it. */
function placeOf(kind: CollectionKind, tests: readonly TestFacts[], centres: readonly CentreOffer[]): string {
  if (kind !== "centre") return collectionPlaces[kind];
  const names = centresFor(tests, centres);
  return names.length === 0 || names.length > 2 ? collectionPlaces.centre : collectionPlaces.named(joinList(names), names.length);
}

/**
 * What every test and package card shows in the same places, whichever list it is on: the report time,
 * the fast (null: none; left out where it depends on what is booked, as for a home service) with the
 * one-line medicine warning every fast carries on a card (docs/content-review.md, rule 5), and where it
 * is done.
 */
export interface ItemFacts {
  reportTime?: string;
  fastingHours?: number | null;
  fastingNote?: string;
  place: string;
  atHome: boolean;
  /**
   * A test done at home on a paid visit: its price is "₹549 + home visit ₹300" (`charged`) or "₹599,
   * home visit included" (`included`) wherever it is shown (./home-visit-price.ts; docs/content-review.md,
   * rule 22). Absent when no test needs a home visit, or the price always includes the visits (home care).
   */
  homeVisit?: HomeVisit;
}

export type HomeVisit = "charged" | "included";

/**
 * A card's facts for a list of tests (one for a test, all of a package's), from their facts.
 * `homeVisitIncluded`: the offer's price includes the home visit (a catalogue test says so: `homeVisitIncluded`).
 */
export function itemFactsOf(tests: readonly TestFacts[], centres: readonly CentreOffer[] = [], homeVisitIncluded = false): ItemFacts {
  const collection = collectionOf(tests, centres);
  const fast = fastingOf(tests);
  const visit = tests.some((t) => t.collection === "home-visit");
  return {
    reportTime: reportTimeOf(tests).time,
    fastingHours: fast?.hours ?? null,
    ...(fast ? { fastingNote: fastingNoteOf(tests) } : {}),
    place: collection.place,
    atHome: collection.atHome,
    ...(visit ? { homeVisit: homeVisitIncluded ? ("included" as const) : ("charged" as const) } : {}),
  };
}

/** The medicine warning of the longest fast among the tests. */
function fastingNoteOf(tests: readonly TestFacts[]): string {
  const longest = tests.reduce((a, b) => ((b.fastingHours ?? -1) > (a.fastingHours ?? -1) ? b : a));
  return fastingNoteFor(longest);
}

/**
 * Which of the tests the accreditation's scope covers: all of them, some (the others named), or none. The
 * scope lists tests by key, as the certificate's scope document names them (content/accreditation-claim.ts);
 * the section a test is filed under decides nothing (docs/content-review.md, rule 23).
 */
export function accreditationCoverage(
  tests: readonly TestKey[],
  registry: FactsRegistry,
  scope: readonly TestKey[],
): { covered: "all" | "some" | "none"; outside: string[] } {
  const outside = tests.filter((key) => !scope.includes(key)).map((key) => registry[key].label);
  const covered = outside.length === 0 ? "all" : outside.length === tests.length ? "none" : "some";
  return { covered, outside };
}

/**
 * How many parameters a test adds to a package's count: what its page lists (its lines, or its stated
 * count where the lines name groups), whatever the kind of test: an ECG that lists six measurements
 * counts six (content/collections/test-facts.schema.ts `parameterCountOf`, shared with the corporate packages).
 */
export function parametersOf(test: TestFacts): number {
  return parameterCountOf(test);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
