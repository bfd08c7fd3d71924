import { describe, expect, it } from "vitest";
import { siteSearchIndex } from "./site-search-index.ts";
import { cardPlace, expandEntries, type CardPart, type SearchPart, withCard } from "./search-parts.ts";
import { searchParts } from "./site-search-parts.ts";

describe("the site search's parts", () => {
  it("give back every entry of the site's index, whole, from the files the build writes", () => {
    const { searchName, files } = searchParts();
    const read = (name: string) => JSON.parse(files.find((file) => file.name === name)!.body) as unknown;
    const part = read(searchName) as SearchPart;
    const entries = expandEntries(part.entries, read(part.descriptions) as string[]);
    // Today's menu: 235 catalogue items, the department tests sold only there and the home-care services.
    expect(entries.length).toBe(siteSearchIndex.length);
    expect(entries.length).toBeGreaterThan(235);
    const cards = part.cards.map((name) => read(name) as CardPart[]);
    entries.forEach((entry, position) => {
      const { chunk, offset } = cardPlace(position, part.chunkSize);
      expect(withCard(entry, cards[chunk]![offset]!)).toEqual(siteSearchIndex[position]);
    });
  });
});
