import { homeCarePackages, type HomeCarePackage } from "#content/home-care.ts";
import { safetyNotices, type SafetyNotice } from "#content/safety-notices.ts";
import { testFacts, type TestKey } from "#content/test-facts.ts";
import { homeCarePackageWords as words } from "#words/home-care-package-words.ts";
import { noticesFor } from "./safety.ts";
import { fastingOf, itemFactsOf, preparationSteps, reportTimeOf, sampleOf, type FactsRegistry, type ItemFacts } from "./test-facts.ts";

/**
 * A home-care package as its card shows it: the names of its tests and, derived from them, the report
 * time, the fasting, the preparation and what the price covers (docs/content-review.md).
 */
export interface HomeCarePackageView {
  id: string;
  title: string;
  price: number;
  bestFor: string;
  popular: boolean;
  tests: string[];
  testKeys: TestKey[];
  extras: string[];
  /** The kinds of sample its tests take ("Blood, urine & ECG"), as a catalogue package says it. */
  sample: string;
  reportTime: string;
  reportTimeDetail?: string;
  fastingHours: number | null;
  preparation: string[];
  /** "10 tests and 1 home visit in one price". */
  covers: string;
  safety: SafetyNotice[];
  /** What its card shows, as on every list; the place is the home visits its price includes. */
  facts: ItemFacts;
}

export function resolveHomeCarePackage(pack: HomeCarePackage, registry: FactsRegistry): HomeCarePackageView {
  const facts = pack.tests.map((key) => registry[key]);
  const report = reportTimeOf(facts);
  const extras = pack.extras ?? [];
  const visits = words.visits(pack.visits);
  return {
    id: pack.id,
    title: pack.title,
    price: pack.price,
    bestFor: pack.bestFor,
    popular: pack.popular,
    tests: facts.map((f) => f.label),
    testKeys: [...pack.tests],
    extras,
    sample: sampleOf(facts),
    reportTime: report.time,
    ...(report.detail ? { reportTimeDetail: report.detail } : {}),
    fastingHours: fastingOf(facts)?.hours ?? null,
    preparation: preparationSteps(facts),
    covers: words.covers(facts.length, extras.length, visits),
    safety: noticesFor(
      facts.flatMap((f) => f.notices ?? []),
      safetyNotices,
    ),
    // The price includes its home visits (the place line says how many).
    facts: { ...itemFactsOf(facts, [], true), place: words.included(visits), atHome: true },
  };
}

/** The home-care packages of content/home-care.ts, resolved against the test facts. */
export const homeCarePackageViews: HomeCarePackageView[] = homeCarePackages.map((pack) => resolveHomeCarePackage(pack, testFacts));
