import type { CatalogueCategory } from "#content/catalogue-categories.ts";
import { catalogueEntries, type CatalogueEntry, type PackageEntry, type TestEntry } from "#content/catalogue.ts";
import { centres } from "#content/centres.ts";
import type { MedicalReview } from "#content/collections/medical-review.schema.ts";
import type { SafetyNotice } from "#content/safety-notices.ts";
import { beforeTestSteps, sampleTakingSteps } from "#content/sample-taking.ts";
import { testFacts, type TestFacts, type TestKey } from "#content/test-facts.ts";
import { catalogueCategoryOf, offerFacts } from "./offer-facts.ts";
import { parametersOf, type CentreOffer, type Collection, type FactsRegistry, type ItemFacts } from "./test-facts.ts";

/**
 * The find-test catalogue as the pages show it: each entry of content/catalogue.ts with what it
 * derives from its tests' facts (app/domain/offer-facts.ts, on the rules of app/domain/test-facts.ts).
 * Nothing here is typed by hand.
 */

/** A group of a package's contents as the "What's Included" panels show it. */
export interface PackagePanel {
  panel: string;
  tests: string[];
  /** The parameters the panel reports, where that is not one per line. */
  count?: number;
}

export type PackageInclude = string | PackagePanel;

interface ResolvedOffer {
  id: number;
  name: string;
  /** The name is the English one on a page of another language (no translation yet): rendered `lang="en"`. */
  untranslated?: true;
  /** The test's own words (description, sample, parameters) are English on a page of another language. */
  factsUntranslated?: true;
  aliases?: string[];
  category: CatalogueCategory;
  specialty: string;
  description: string;
  sample: string;
  /** When the whole report is ready (the slowest test). */
  reportTime: string;
  /** Where most results come sooner than the slowest: "Most results within 24 hours; blood culture 5-7 days". */
  reportTimeDetail?: string;
  price: number;
  /** Whether it can be done at home at all (a free sample pickup or a paid home visit). */
  homeCollection: boolean;
  collection: Collection;
  popular: boolean;
  /** One instruction per item (app/domain/test-facts.ts `preparationSteps`). */
  preparation: string[];
  /** Hours of fasting needed; null when none. */
  fastingHours: number | null;
  image?: string;
  /** Boxed notices, emergencies (call 112) first. */
  safety: SafetyNotice[];
  specializations: string[];
  /** The tests the offer holds, by key (one for a test). */
  tests: TestKey[];
  /** The same tests with the names the facts give them (what a package "includes" for the search). */
  testNames: { key: TestKey; name: string }[];
  /** Whether the accreditation's scope covers all, some or none of its tests, and which it leaves out. */
  accreditation: { covered: "all" | "some" | "none"; outside: string[] };
  review: MedicalReview;
  parameterCount: number;
  /** What its card shows on every list: report time, fast (with its medicine warning), where it is done. */
  facts: ItemFacts;
}

export interface TestItem extends ResolvedOffer {
  type: "test";
  /** How the sample is taken and when (content/sample-taking.ts); empty for a recording or an image. */
  sampleTaking: string[];
  /** The preparation without what `sampleTaking` says: "Before the test". */
  beforeTest: string[];
  /** Whether the printable test guide lists it (the guide lists every package and these tests). */
  inGuide: boolean;
  includes: string[];
}

export interface PackageItem extends ResolvedOffer {
  type: "package";
  includes: PackageInclude[];
}

export type CatalogueItem = TestItem | PackageItem;

function offerFields(entry: CatalogueEntry) {
  return {
    id: entry.id,
    name: entry.name,
    ...("untranslated" in entry && entry.untranslated ? { untranslated: true as const } : {}),
    ...(entry.aliases ? { aliases: entry.aliases } : {}),
    specialty: entry.specialty,
    price: entry.price,
    popular: entry.popular,
    ...(entry.image ? { image: entry.image } : {}),
    specializations: entry.specializations,
    review: entry.review,
  };
}

export function resolveTest(entry: TestEntry, registry: FactsRegistry, centres: readonly CentreOffer[] = []): TestItem {
  const facts = registry[entry.test];
  return {
    ...offerFields(entry),
    type: "test",
    inGuide: entry.inGuide === true,
    category: catalogueCategoryOf(facts.discipline),
    description: facts.description,
    ...(facts.untranslated ? { factsUntranslated: true as const } : {}),
    ...offerFacts(entry, [entry.test], registry, centres),
    includes: [...facts.parameters],
    parameterCount: facts.parameters.length,
    sampleTaking: sampleTakingSteps(facts),
    beforeTest: beforeTestSteps(facts),
  };
}

/** The keys a package holds, in order, each once. */
export function packageTestKeys(entry: Pick<PackageEntry, "contents">): TestKey[] {
  const keys = entry.contents.flatMap((content) => (typeof content === "string" ? [content] : content.tests));
  return [...new Set(keys)];
}

/** A package's "What's Included": a test alone shows its parameters as a panel (or one line); a group lists its tests. */
export function packageIncludes(entry: Pick<PackageEntry, "contents">, registry: FactsRegistry): PackageInclude[] {
  return entry.contents.map((content): PackageInclude => {
    if (typeof content === "string") {
      const facts = registry[content];
      if (facts.parameters.length === 1 && facts.parameterCount === undefined) return facts.label;
      return panelOf(facts.label, [...facts.parameters], parametersOf(facts));
    }
    const facts = content.tests.map((key) => registry[key]);
    return panelOf(
      content.panel,
      facts.map((f) => f.label),
      groupCount(facts, content.chooseOne === true),
    );
  });
}

/** A group's parameters: all its tests', or for a choice the largest option's. */
function groupCount(facts: readonly TestFacts[], chooseOne: boolean): number {
  const counts = facts.map(parametersOf);
  return chooseOne ? Math.max(...counts) : counts.reduce((sum, n) => sum + n, 0);
}

/** "N Parameters Included": each test's parameters (a recording or image counts one), a choice counting once. */
export function packageParameterCount(entry: Pick<PackageEntry, "contents">, registry: FactsRegistry): number {
  return entry.contents.reduce((sum, content) => {
    if (typeof content === "string") return sum + parametersOf(registry[content]);
    return (
      sum +
      groupCount(
        content.tests.map((key) => registry[key]),
        content.chooseOne === true,
      )
    );
  }, 0);
}

function panelOf(panel: string, tests: string[], count: number): PackagePanel {
  return count === tests.length ? { panel, tests } : { panel, tests, count };
}

export function resolvePackage(entry: PackageEntry, registry: FactsRegistry, centres: readonly CentreOffer[] = []): PackageItem {
  return {
    ...offerFields(entry),
    type: "package",
    category: "package",
    description: entry.description,
    ...offerFacts(entry, packageTestKeys(entry), registry, centres),
    includes: packageIncludes(entry, registry),
    parameterCount: packageParameterCount(entry, registry),
  };
}

export function resolveCatalogue(
  entries: readonly CatalogueEntry[],
  registry: FactsRegistry,
  centres: readonly CentreOffer[] = [],
): CatalogueItem[] {
  return entries.map((entry) => (entry.type === "test" ? resolveTest(entry, registry, centres) : resolvePackage(entry, registry, centres)));
}

/** Tests (ids 1–16) first, then packages (100–119, 301–305): the find-test list order. */
export const catalogue: CatalogueItem[] = resolveCatalogue(catalogueEntries, testFacts, centres);

type ItemOfType<K extends CatalogueItem["type"]> = Extract<CatalogueItem, { type: K }>;

/**
 * The catalogue item of this kind whose id is exactly this decimal number (the URL's `:testId` or
 * `:packageId`); anything else, a leading zero or a stray character included, is not found. The type of
 * the result follows the kind asked for, so callers need no cast.
 */
export function findCatalogueItem<K extends CatalogueItem["type"]>(
  items: readonly CatalogueItem[],
  type: K,
  idParam: string | undefined,
): ItemOfType<K> | undefined {
  if (idParam === undefined || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return items.find((item): item is ItemOfType<K> => item.type === type && item.id === id);
}

/** What a list card shows of a catalogue item: the loaders hand a list page these, not whole items. */
export interface CatalogueCard {
  id: number;
  type: CatalogueItem["type"];
  name: string;
  /** The name is English on a page of another language: its card marks it `lang="en"`. */
  untranslated?: true;
  price: number;
  popular: boolean;
  image?: string;
  parameterCount: number;
  facts: ItemFacts;
}

export function catalogueCard(item: CatalogueItem): CatalogueCard {
  const { id, type, name, untranslated, price, popular, image, parameterCount, facts } = item;
  return { id, type, name, ...(untranslated ? { untranslated } : {}), price, popular, ...(image ? { image } : {}), parameterCount, facts };
}
