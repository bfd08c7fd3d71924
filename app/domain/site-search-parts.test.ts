import { describe, expect, it } from "vitest";
import { parsePrescriptionPart } from "./prescription-data.ts";
import { cardPlace, expandEntries, type CardPart, type SearchPart, withCard } from "./search-parts.ts";
import { siteSearchIndex } from "./site-search-index.ts";
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

  it("write the prescription list's part the search part names: shorthands by My Package id, packages' and panels' tests", () => {
    const { searchName, files } = searchParts();
    const read = (name: string) => JSON.parse(files.find((file) => file.name === name)!.body) as unknown;
    const part = parsePrescriptionPart(read((read(searchName) as SearchPart).prescription));
    expect(part).not.toBeNull();
    const itemOf = (word: string) => part!.shorthands.find((shorthand) => shorthand.words.includes(word))?.item;
    expect([itemOf("FBS"), itemOf("S. Creat"), itemOf("KFT/RFT"), itemOf("Urine R/M")]).toEqual(["1033", "1079", "1050", "3"]);
    expect(part!.notDone.map((study) => study.name)).toContain("Ultrasound (USG)");
    expect(part!.packageTests["100"]).toContain("cbc");
    expect(part!.panels.lft).toContain("sgpt-alt");
    expect(part!.fastingWarning).toMatch(/^Keep taking your usual medicines/);
  });
});
