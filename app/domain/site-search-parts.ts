import { prescriptionShorthands } from "#content/prescription-shorthands.ts";
import { fastingWarnings, usualMedicines } from "#content/safety-advice.ts";
import { serviceCategories } from "#content/services.ts";
import { testFacts } from "#content/test-facts.ts";
import { catalogue } from "./catalogue.ts";
import { homeCarePackageViews } from "./home-care-packages.ts";
import { departmentTestEntries } from "./my-package-sources.ts";
import { prescriptionPart } from "./prescription-part.ts";
import { CARD_CHUNK_SIZE, contentHash, type SearchPart, splitSearchIndex } from "./search-parts.ts";
import { emergencyTerms, notOfferedTests, safetyNotices, siteSearchIndex, siteSearchOptions } from "./site-search-index.ts";

/**
 * The site search's parts as the build writes them (app/routes/search-parts.ts, under /search/ of each
 * language), their file names content-hashed so a new build is never mixed with an old cached part
 * (docs/decisions/040-search-index-in-parts.md). The search part names the others.
 */
export interface SearchPartFile {
  /** The URL name, without `.json`. */
  name: string;
  body: string;
}

let built: { searchName: string; files: SearchPartFile[] } | null = null;

export function searchParts(): { searchName: string; files: SearchPartFile[] } {
  if (built) return built;
  const split = splitSearchIndex(siteSearchIndex, CARD_CHUNK_SIZE);
  const file = (prefix: string, body: string): SearchPartFile => ({ name: `${prefix}-${contentHash(body)}`, body });
  const descriptions = file("descriptions", JSON.stringify(split.descriptions));
  const cards = split.cards.map((chunk, i) => file(`cards-${i}`, JSON.stringify(chunk)));
  const prescription = file(
    "prescription",
    JSON.stringify(
      prescriptionPart({
        shorthands: prescriptionShorthands,
        notDone: notOfferedTests,
        catalogue,
        departmentTestIds: departmentTestEntries(serviceCategories).map(({ test }) => test.id),
        homeCarePackages: homeCarePackageViews,
        facts: testFacts,
        // As My Package says it once for a list (./my-package-sources.ts).
        fastingWarning: `${usualMedicines} ${fastingWarnings}`,
      }),
    ),
  );
  const part: SearchPart = {
    entries: split.search,
    options: siteSearchOptions,
    notOfferedTests: notOfferedTests.map(({ name, words }) => ({ name, words })),
    emergencyTerms,
    safetyNotices,
    descriptions: descriptions.name,
    cards: cards.map((card) => card.name),
    prescription: prescription.name,
    chunkSize: CARD_CHUNK_SIZE,
  };
  const search = file("index", JSON.stringify(part));
  built = { searchName: search.name, files: [search, descriptions, prescription, ...cards] };
  return built;
}
