import type { HomeService } from "#content/home-care.ts";
import type { SafetyNotice, SafetyNoticeKey } from "#content/safety-notices.ts";
import type { ServiceCategory } from "#content/services.ts";
import type { TestKey } from "#content/test-facts.ts";
import { searchEntryWords } from "#words/search-entry-words.ts";
import type { CatalogueItem } from "./catalogue.ts";
import type { HomeCarePackageView } from "./home-care-packages.ts";
import { namePartsOf } from "./search-parts.ts";
import type { ItemFacts } from "./test-facts.ts";

/**
 * One list of everything the lab sells, for the home search and /find-test
 * (docs/decisions/010-one-search-index.md). Built by `buildSearchIndex` from the content modules when
 * the search first needs it; nothing here is copied by hand.
 */

export type SearchEntryKind = "test" | "package" | "home-service";

/** An included test (or panel) of a package, with the everyday words for it. */
export interface IncludedTest {
  name: string;
  terms: readonly string[];
}

export interface SearchEntry {
  /** Stable id: `catalogue-1`, `department-vitamin-b12`, `home-service-pft`, `home-package-…`. */
  key: string;
  kind: SearchEntryKind;
  name: string;
  description: string;
  /** Find-test category (pathology, radiology, cardiology, …, package, home-care). */
  category: string;
  specialty: string;
  /** Rupees; with `priceTo` a range, with `priceFrom` a "from" price. */
  price: number;
  priceTo?: number;
  priceFrom?: boolean;
  sample?: string;
  reportTime?: string;
  popular: boolean;
  /** The page that sells it. Catalogue items (with `catalogueId`) get `?from=` for the back link. */
  path: string;
  catalogueId?: number;
  /** Other names: the item's own aliases, abbreviations taken from its name, patient words. */
  terms: readonly string[];
  /** What a package includes; a search for one of them finds the package after the test itself. */
  includes: readonly IncludedTest[];
  /** The name is English on a page of another language (a test not yet translated): marked `lang="en"`. */
  untranslated?: true;
  /** A single test's cheapest package that holds it, shown on its result ("Also in Basic Health Checkup, ₹1,499"). */
  alsoIn?: { name: string; price: number };
  /** The title of the first call-112 box of its page ("Chest pain now? Call 112."), shown in the list. */
  alert?: string;
  /** What its card shows on every list: report time, fast, where it is done. */
  facts: ItemFacts;
}

export interface SearchTerms {
  catalogueTerms: Record<number, readonly string[]>;
  departmentTestTerms: Record<string, readonly string[]>;
  subcategoryFilters: Record<string, { category: string; specialty: string }>;
  homeServiceTerms: Record<string, readonly string[]>;
  homeCarePackageTerms: Record<string, readonly string[]>;
  /** Everyday words for a test a package holds, by the test's key (content/test-facts.ts). */
  includedTestTerms: Record<string, readonly string[]>;
}

export interface SearchSources {
  catalogue: readonly CatalogueItem[];
  serviceCategories?: readonly ServiceCategory[];
  homeServices?: readonly HomeService[];
  homeCarePackages?: readonly HomeCarePackageView[];
  /** Patient words (content/search-terms.ts); without them the index holds the content's own names. */
  terms?: SearchTerms;
  /** The boxed notices (content/safety-notices.ts), for the call-112 line of a department test. */
  notices?: Readonly<Record<SafetyNoticeKey, SafetyNotice>>;
  /**
   * A department test's card facts by its key (needed with `serviceCategories`). Passed in, so the pages
   * that only read entries (entryHref, entryPriceText) do not load the test facts with this module.
   */
  departmentFacts?: (key: TestKey) => ItemFacts;
}

/** A home service is priced as a range and its report and fast depend on the test booked: only its place is known. */
const HOME_SERVICE_FACTS: ItemFacts = { place: searchEntryWords.atHome, atHome: true };

const NO_TERMS: SearchTerms = {
  catalogueTerms: {},
  departmentTestTerms: {},
  subcategoryFilters: {},
  homeServiceTerms: {},
  homeCarePackageTerms: {},
  includedTestTerms: {},
};

/** What a package holds, by the names its tests' facts give them, with the everyday words for each. */
function includedTests(
  tests: readonly { key: string; name: string }[],
  includedTestTerms: SearchTerms["includedTestTerms"],
): IncludedTest[] {
  return tests.map(({ key, name }) => ({ name, terms: includedTestTerms[key] ?? [] }));
}

const unique = (words: readonly string[]) => [...new Set(words)];

const alertOf = (notices: readonly SafetyNotice[]) => {
  const emergency = notices.find((notice) => notice.kind === "emergency");
  return emergency ? { alert: emergency.title } : {};
};

/** Every item sold, in the order results keep when they rank alike: tests first, then packages. */
export function buildSearchIndex(sources: SearchSources): SearchEntry[] {
  const terms = sources.terms ?? NO_TERMS;
  const catalogueTests: SearchEntry[] = [];
  const cataloguePackages: SearchEntry[] = [];
  for (const item of sources.catalogue) {
    const entry: SearchEntry = {
      key: `catalogue-${item.id}`,
      kind: item.type,
      name: item.name,
      ...(item.untranslated ? { untranslated: true as const } : {}),
      description: item.description,
      category: item.category,
      specialty: item.specialty,
      price: item.price,
      sample: item.sample,
      reportTime: item.reportTime,
      popular: item.popular,
      path: `${item.type === "package" ? "/package-details" : "/test-details"}/${item.id}`,
      catalogueId: item.id,
      terms: unique([...namePartsOf(item.name), ...(item.aliases ?? []), ...(terms.catalogueTerms[item.id] ?? [])]),
      includes: item.type === "package" ? includedTests(item.testNames, terms.includedTestTerms) : [],
      ...alertOf(item.safety),
      facts: item.facts,
    };
    (item.type === "package" ? cataloguePackages : catalogueTests).push(entry);
  }

  // A single test's cheapest package holding it (the first in catalogue order when two cost the same).
  const packages = sources.catalogue.filter((item) => item.type === "package");
  const testKeyOf = new Map(sources.catalogue.map((item) => [item.id, item.tests[0]]));
  for (const entry of catalogueTests) {
    const key = testKeyOf.get(entry.catalogueId!);
    const holders = packages.filter((item) => key !== undefined && item.tests.includes(key));
    const cheapest = holders.reduce<CatalogueItem | undefined>(
      (best, item) => (best === undefined || item.price < best.price ? item : best),
      undefined,
    );
    if (cheapest) entry.alsoIn = { name: cheapest.name, price: cheapest.price };
  }

  // A department test that the catalogue also sells (the same test facts) is listed once, as the catalogue item.
  const catalogueIdOfTest = new Map<string, number>();
  for (const item of sources.catalogue) if (item.type === "test") catalogueIdOfTest.set(item.tests[0]!, item.id);
  const notices = sources.notices;
  const departmentFacts = (key: TestKey) => {
    if (!sources.departmentFacts) throw new Error("buildSearchIndex: department tests need their facts");
    return sources.departmentFacts(key);
  };
  const departmentTests: SearchEntry[] = [];
  for (const category of sources.serviceCategories ?? []) {
    for (const subcategory of category.subcategories) {
      const filters = terms.subcategoryFilters[subcategory.slug];
      for (const test of subcategory.tests) {
        const words = terms.departmentTestTerms[test.id] ?? [];
        const catalogueId = catalogueIdOfTest.get(test.id);
        if (catalogueId !== undefined) {
          // The same test as a catalogue item: one entry, the catalogue's, which also learns this name.
          const same = catalogueTests.find((entry) => entry.catalogueId === catalogueId);
          if (same) same.terms = unique([...same.terms, test.name, ...namePartsOf(test.name), ...words]);
          continue;
        }
        departmentTests.push({
          key: `department-${test.id}`,
          kind: "test",
          name: test.name,
          description: test.description,
          category: filters?.category ?? category.id,
          specialty: filters?.specialty ?? category.id,
          price: test.price,
          sample: test.sample,
          reportTime: test.reportTime,
          popular: false,
          path: `/services/${category.slug}/${subcategory.slug}#test-${test.id}`,
          terms: unique([...namePartsOf(test.name), ...words]),
          includes: [],
          ...alertOf(notices ? (test.notices ?? []).map((key) => notices[key]) : []),
          facts: departmentFacts(test.id),
        });
      }
    }
  }

  const homeServices: SearchEntry[] = (sources.homeServices ?? []).map((service) => ({
    key: `home-service-${service.id}`,
    kind: "home-service",
    name: service.title,
    description: service.description,
    category: "home-care",
    specialty: "general",
    price: service.priceFrom,
    ...(service.priceTo === undefined ? { priceFrom: true } : { priceTo: service.priceTo }),
    sample: searchEntryWords.atHome,
    popular: false,
    path: "/home-care#home-services-heading",
    terms: unique([...namePartsOf(service.title), ...(terms.homeServiceTerms[service.id] ?? [])]),
    includes: [],
    facts: HOME_SERVICE_FACTS,
  }));

  const homePackages: SearchEntry[] = (sources.homeCarePackages ?? []).map((pack) => ({
    key: `home-package-${pack.id}`,
    kind: "package",
    name: pack.title,
    description: pack.bestFor,
    category: "package",
    specialty: "general",
    price: pack.price,
    sample: searchEntryWords.atHome,
    popular: pack.popular,
    path: "/home-care#home-packages-heading",
    terms: unique([...namePartsOf(pack.title), ...(terms.homeCarePackageTerms[pack.id] ?? [])]),
    includes: includedTests(
      pack.testKeys.map((key, index) => ({ key, name: pack.tests[index]! })),
      terms.includedTestTerms,
    ),
    facts: pack.facts,
  }));

  return [...catalogueTests, ...departmentTests, ...homeServices, ...cataloguePackages, ...homePackages];
}
