import { describe, expect, it } from "vitest";
import type { SearchEntry } from "./search-index.ts";
import { cardPlace, contentHash, expandEntries, splitSearchIndex, withCard } from "./search-parts.ts";

const cbc: SearchEntry = {
  key: "catalogue-1",
  kind: "test",
  name: "Complete Blood Count (CBC)",
  description: "Counts red and white cells.",
  category: "pathology",
  specialty: "hematology",
  price: 300,
  sample: "Blood",
  reportTime: "Same day",
  popular: true,
  path: "/test-details/1",
  catalogueId: 1,
  terms: ["Complete Blood Count", "CBC", "blood count"],
  includes: [],
  facts: { place: "Home sample", atHome: true },
};
const ecg: SearchEntry = {
  key: "department-ecg",
  kind: "test",
  name: "ECG",
  description: "Heart rhythm.",
  category: "cardiology",
  specialty: "cardiology",
  price: 250,
  popular: false,
  path: "/services/cardiology/ecg#test-ecg",
  terms: [],
  includes: [],
  alert: "Chest pain now? Call 112.",
  facts: { place: "At the centre", atHome: false },
};
const fullBody: SearchEntry = {
  key: "catalogue-100",
  kind: "package",
  name: "Full Body",
  description: "Everything.",
  category: "package",
  specialty: "general",
  price: 1999,
  popular: false,
  path: "/package-details/100",
  catalogueId: 100,
  terms: [],
  includes: [{ name: "Complete Blood Count (CBC)", terms: ["CBC"] }],
  facts: { place: "Home sample", atHome: true },
};

describe("splitSearchIndex", () => {
  it("keeps only what search needs in the search part, defaults left out", () => {
    const split = splitSearchIndex([cbc, ecg, fullBody], 2);
    expect(split.search).toEqual([
      {
        kind: "test",
        name: "Complete Blood Count (CBC)",
        category: "pathology",
        specialty: "hematology",
        price: 300,
        catalogueId: 1,
        terms: ["blood count"],
        popular: true,
      },
      {
        key: "department-ecg",
        kind: "test",
        name: "ECG",
        category: "cardiology",
        specialty: "cardiology",
        price: 250,
        path: "/services/cardiology/ecg#test-ecg",
      },
      {
        kind: "package",
        name: "Full Body",
        category: "package",
        specialty: "general",
        price: 1999,
        catalogueId: 100,
        includes: [{ name: "Complete Blood Count (CBC)", terms: ["CBC"] }],
      },
    ]);
    expect(split.descriptions).toEqual(["Counts red and white cells.", "Heart rhythm.", "Everything."]);
  });

  it("puts the cards in chunks of the given size, by position", () => {
    const split = splitSearchIndex([cbc, ecg, fullBody], 2);
    expect(split.cards).toEqual([
      [
        { sample: "Blood", reportTime: "Same day", facts: { place: "Home sample", atHome: true } },
        { alert: "Chest pain now? Call 112.", facts: { place: "At the centre", atHome: false } },
      ],
      [{ facts: { place: "Home sample", atHome: true } }],
    ]);
    expect(cardPlace(0, 2)).toEqual({ chunk: 0, offset: 0 });
    expect(cardPlace(2, 2)).toEqual({ chunk: 1, offset: 0 });
    expect(cardPlace(51, 25)).toEqual({ chunk: 2, offset: 1 });
  });

  it("leaves out a catalogue id one above the previous entry's, and writes the one after a gap", () => {
    const lipid: SearchEntry = {
      ...cbc,
      key: "catalogue-2",
      name: "Lipid Profile",
      catalogueId: 2,
      path: "/test-details/2",
      terms: [],
      popular: false,
    };
    const kft: SearchEntry = { ...lipid, key: "catalogue-9", name: "KFT", catalogueId: 9, path: "/test-details/9" };
    const split = splitSearchIndex([cbc, lipid, kft, ecg, fullBody], 25);
    expect(split.search.map((entry) => entry.catalogueId)).toEqual([1, undefined, 9, undefined, 100]);
    expect(expandEntries(split.search).map((entry) => entry.catalogueId)).toEqual([1, 2, 9, undefined, 100]);
    expect(expandEntries(split.search).map((entry) => entry.path)).toEqual([
      "/test-details/1",
      "/test-details/2",
      "/test-details/9",
      "/services/cardiology/ecg#test-ecg",
      "/package-details/100",
    ]);
  });

  it("refuses an entry whose other names do not start with those its brackets give", () => {
    expect(() => splitSearchIndex([{ ...cbc, terms: ["CBC"] }])).toThrow(/"Complete Blood Count \(CBC\)"/);
  });

  it("merges back into the entries it was split from", () => {
    const split = splitSearchIndex([cbc, ecg, fullBody], 2);
    const entries = expandEntries(split.search, split.descriptions);
    expect(withCard(entries[0]!, split.cards[0]![0]!)).toEqual(cbc);
    expect(withCard(entries[1]!, split.cards[0]![1]!)).toEqual(ecg);
    expect(withCard(entries[2]!, split.cards[1]![0]!)).toEqual(fullBody);
  });

  it("gives the same object for the same entry and card, and a new one for a new entry", () => {
    const split = splitSearchIndex([cbc, ecg], 2);
    const [first] = expandEntries(split.search);
    const card = split.cards[0]![0]!;
    const whole = withCard(first!, card);
    expect(withCard(first!, card)).toBe(whole);
    const described = expandEntries(split.search, ["Counts the cells of the blood.", "Records the heart's rhythm."])[0]!;
    expect(withCard(described, card)).not.toBe(whole);
    expect(withCard(described, card).description).toBe("Counts the cells of the blood.");
  });

  it("gives an entry without its description an empty one", () => {
    expect(
      expandEntries([{ kind: "test", name: "ECG", category: "cardiology", specialty: "cardiology", price: 250, catalogueId: 7 }])[0],
    ).toEqual({
      key: "catalogue-7",
      kind: "test",
      name: "ECG",
      category: "cardiology",
      specialty: "cardiology",
      price: 250,
      catalogueId: 7,
      path: "/test-details/7",
      terms: [],
      includes: [],
      popular: false,
      description: "",
    });
  });
});

describe("contentHash", () => {
  it("is FNV-1a of the text, 8 hex digits", () => {
    expect(contentHash("")).toBe("811c9dc5");
    expect(contentHash("a")).toBe("e40c292c");
    expect(contentHash("foobar")).toBe("bf9cf968");
  });
});
