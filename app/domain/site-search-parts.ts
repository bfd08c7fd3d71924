import { emergencyTerms, notOfferedTests, safetyNotices, siteSearchIndex, siteSearchOptions } from "./site-search-index.ts";
import { CARD_CHUNK_SIZE, contentHash, type SearchPart, splitSearchIndex } from "./search-parts.ts";

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
  const part: SearchPart = {
    entries: split.search,
    options: siteSearchOptions,
    notOfferedTests,
    emergencyTerms,
    safetyNotices,
    descriptions: descriptions.name,
    cards: cards.map((card) => card.name),
    chunkSize: CARD_CHUNK_SIZE,
  };
  const search = file("index", JSON.stringify(part));
  built = { searchName: search.name, files: [search, descriptions, ...cards] };
  return built;
}
