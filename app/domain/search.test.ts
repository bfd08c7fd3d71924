import { describe, expect, it } from "vitest";
import { safetyNotices } from "#content/safety-notices.ts";
import { emergencyTerms, ignoredQuerySuffixes, notOfferedTests } from "#content/search-terms.ts";
import { catalogue } from "./catalogue.ts";
import { entryHref, entryPriceText } from "./search-entry.ts";
import { buildSearchIndex } from "./search-index.ts";
import { namePartsOf } from "./search-parts.ts";
import { normaliseQuery, normaliseText, typoMatches, withinOneEdit } from "./search-text.ts";
import { closestTerms, emergencyNotices, homeSuggestions, notOfferedMatch, prepareSearch, RANK, searchIndex } from "./search.ts";
import { siteSearchIndex } from "./site-search-index.ts";

const options = { ignoredSuffixes: ignoredQuerySuffixes };
const search = (q: string) => searchIndex(siteSearchIndex, q, options);
const keys = (q: string) => search(q).map((hit) => hit.entry.key);

describe("normalising text", () => {
  it("folds case, accents, x-ray spellings and punctuation", () => {
    expect(normaliseText("  Müllerian  X-Ray (PA) ")).toBe("mullerian xray pa");
    expect(normaliseText("x ray")).toBe("xray");
    expect(normaliseText("X-RAY")).toBe("xray");
  });
  it("folds Devanagari nukta, vowel signs and chandrabindu", () => {
    // Every combining mark goes (vowel signs, anusvara, chandrabindu, nukta); consonants and
    // independent vowels stay, so both spellings of a word meet in one string.
    expect(normaliseText("जांच")).toBe("जच");
    expect(normaliseText("जाँच")).toBe("जच");
    expect(normaliseText("ज़")).toBe("ज");
    expect(normaliseText("ज")).toBe("ज");
    expect(normaliseText("थायराइड")).toBe("थयरइड");
    expect(normaliseText("थायरॉइड")).toBe("थयरइड");
  });
  it("ignores 'ki jaanch' / 'की जांच' at the end of a query", () => {
    expect(normaliseQuery("khoon ki jaanch", ignoredQuerySuffixes)).toBe("khoon");
    expect(normaliseQuery("खून की जांच", ignoredQuerySuffixes)).toBe("खन");
    expect(normaliseQuery("jaanch", ignoredQuerySuffixes)).toBe("jaanch");
  });
  it("reads prescription spellings: S./Sr. prefixes, dotted and slashed letters", () => {
    expect(normaliseQuery("S. Creatinine")).toBe("creatinine");
    expect(normaliseQuery("Sr. Creatinine")).toBe("creatinine");
    expect(normaliseQuery("sr.creatinine")).toBe("creatinine");
    expect(normaliseQuery("sr creatinine")).toBe("creatinine");
    expect(normaliseQuery("S Uric acid")).toBe("uric acid");
    expect(normaliseQuery("Serum creatinine")).toBe("serum creatinine");
    expect(normaliseQuery("s")).toBe("s");
    expect(normaliseQuery("sr")).toBe("sr");
    expect(normaliseQuery("Urine R/M")).toBe("urine rm");
    expect(normaliseQuery("T.S.H")).toBe("tsh");
    expect(normaliseQuery("PT/INR")).toBe("pt inr");
    expect(normaliseQuery("TLC DLC")).toBe("tlc dlc");
    expect(normaliseQuery("Sugar")).toBe("sugar");
    expect(normaliseText("Urine R/M")).toBe("urine rm");
  });
});

describe("prescription spellings", () => {
  it("finds Serum creatinine however the serum prefix is written, and never suggests Creatine for it", () => {
    for (const query of ["sr creatinine", "Sr. Creatinine", "S. Creatinine", "s creatinine", "S.Creatinine", "serum creatinine"]) {
      expect(keys(query)[0], query).toBe("catalogue-1079");
    }
    expect(closestTerms(siteSearchIndex, "sr creatinine", options)).toEqual([]);
    expect(closestTerms(siteSearchIndex, "creatinine xqzt", options)).not.toContain("Creatine");
  });
  it("reads a slash between two spellings as either, when the whole finds nothing", () => {
    expect(keys("KFT/RFT")[0]).toBe("catalogue-1050");
    expect(keys("KFT / RFT")[0]).toBe("catalogue-1050");
    expect(keys("RFT/KFT")[0]).toBe("catalogue-1050");
    expect(new Set(keys("KFT/RFT")).size).toBe(keys("KFT/RFT").length);
    // The first side's hits come first: KFT's, then the lipid profile's.
    const both = keys("kft/lipid profile");
    expect(both[0]).toBe("catalogue-1050");
    expect(both).toContain("catalogue-2");
    expect(both.indexOf("catalogue-2")).toBeGreaterThan(both.indexOf("catalogue-1050"));
    // A slash between single letters is one word, as before; nothing on either side is nothing.
    expect(keys("urine r/m")[0]).toBe("catalogue-3");
    expect(keys("xqzt/zzqx")).toEqual([]);
    // A slash between digits belongs to the name: "1/2" that finds nothing is not searched as "1" and "2".
    expect(keys("xqzt 1/2")).toEqual([]);
    expect(keys("<script>alert(1)</script>.*[(")).toEqual([]);
    expect(keys("/")).not.toEqual([]);
  });
  it("tries a query without its 'serum', keeping the names that say it first", () => {
    // "TSH" is an other name of the thyroid function test too, so both rank first.
    expect(keys("serum tsh").slice(0, 2)).toContain("catalogue-1099");
    const iron = keys("serum iron");
    expect(iron.indexOf("catalogue-1080")).toBeLessThan(iron.indexOf("catalogue-1206"));
    expect(iron.indexOf("catalogue-1206")).toBeGreaterThan(-1);
  });
  it("ranks Troponin I above the Cardiac Enzymes panel for 'troponin'", () => {
    const found = keys("troponin");
    expect(found[0]).toBe("catalogue-1302");
    expect(found.indexOf("catalogue-12")).toBeGreaterThan(0);
  });
});

describe("typo tolerance", () => {
  it("accepts one edit", () => {
    expect(withinOneEdit("thyriod", "thyroid")).toBe(true);
    expect(withinOneEdit("hemoglobin", "haemoglobin")).toBe(true);
    expect(withinOneEdit("thyrd", "thyroid")).toBe(false);
  });
  it("only between words of 5 or more letters, never a short query word against a long one", () => {
    expect(typoMatches("thyriod", "thyroid")).toBe(true);
    expect(typoMatches("vitamn", "vitamin")).toBe(true);
    expect(typoMatches("vit", "vitamin")).toBe(false);
    expect(typoMatches("ecx", "ecg")).toBe(false);
    expect(typoMatches("cultu", "culture")).toBe(true); // still typing, and right
  });
});

describe("site search", () => {
  it("holds everything sold once, with the catalogue entry for a test sold in both lists", () => {
    expect(siteSearchIndex.filter((e) => e.catalogueId === 1)).toHaveLength(1);
    expect(siteSearchIndex.filter((e) => /^Complete Blood Count/.test(e.name))).toHaveLength(1);
    expect(siteSearchIndex.some((e) => e.key === "catalogue-1021")).toBe(true);
    expect(siteSearchIndex.some((e) => e.key === "home-service-digital-xray")).toBe(true);
    expect(new Set(siteSearchIndex.map((e) => e.key)).size).toBe(siteSearchIndex.length);
  });

  it("links a test a department list also sells to its own page, with that list's price", () => {
    const b12 = search("vitamin b12")[0]!.entry;
    expect(b12.name).toBe("Vitamin B12");
    expect(entryHref(b12, "find-test")).toBe("/test-details/1105?from=find-test");
    expect(entryPriceText(b12)).toBe("₹700");
    const cbc = search("cbc")[0]!.entry;
    expect(entryHref(cbc, "home")).toBe("/test-details/1?from=home");
  });

  it("ranks exact, then word prefix, then the item before packages that include it", () => {
    const hits = search("vit d");
    expect(hits[0]!.entry.name).toBe("Vitamin D (25-OH)");
    expect(hits[0]!.rank).toBe(RANK.exact);
    const packages = hits.filter((hit) => hit.rank === RANK.included);
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.every((hit) => hit.entry.kind === "package" && hit.includes === "Vitamin D (25-OH)")).toBe(true);
    expect(keys("vit d")).not.toContain("catalogue-15"); // Blood Culture
  });

  it("finds the abbreviations, Hinglish, Devanagari and misspellings patients use", () => {
    // The single test the abbreviation names first, then the packages that hold it.
    expect(keys("kft").slice(0, 2)).toEqual(["catalogue-1050", "catalogue-100"]);
    expect(search("kft")[1]!.includes).toBe("Kidney function test (KFT)");
    expect(keys("chest xray")[0]).toBe("catalogue-1021");
    expect(keys("peshab ki jaanch")[0]).toBe("catalogue-3");
    expect(keys("थायराइड")[0]).toBe("catalogue-10");
    expect(keys("cholestrol")[0]).toBe("catalogue-2");
    expect(keys("usg")).toEqual([]);
  });

  it("looks in descriptions last", () => {
    const hits = search("infection");
    const firstDescription = hits.findIndex((h) => h.rank === RANK.description);
    expect(firstDescription).toBeGreaterThan(0);
    expect(hits.slice(firstDescription).every((h) => h.rank === RANK.description)).toBe(true);
    expect(hits[firstDescription]!.entry.key).toBe("catalogue-1"); // the CBC: "…anaemia, infection and bleeding disorders"
  });

  it("searches an index whose descriptions came later (the same entries spread) as the whole one, prepared ahead or not", () => {
    const bare = siteSearchIndex.map((entry) => ({ ...entry, description: "" }));
    prepareSearch(bare, options);
    expect(searchIndex(bare, "infection", options).some((h) => h.rank === RANK.description)).toBe(false);
    const described = bare.map((entry, position) => ({ ...entry, description: siteSearchIndex[position]!.description }));
    prepareSearch(described, options);
    for (const q of ["infection", "thyroid", "cholestrol", "kft", "khoon ki jaanch", "anaemia"]) {
      expect(
        searchIndex(described, q, options).map((h) => [h.entry.key, h.rank, h.includes]),
        q,
      ).toEqual(search(q).map((h) => [h.entry.key, h.rank, h.includes]));
    }
    expect(closestTerms(described, "thyrodi", options)).toContain("Thyroid");
  });

  it("does not keep an entry's old words when its name changes but its list of other names is the same", () => {
    const cbc = siteSearchIndex.find((entry) => entry.key === "catalogue-1")!;
    const before = [{ ...cbc }];
    expect(searchIndex(before, "complete blood", options).map((h) => h.entry.key)).toEqual(["catalogue-1"]);
    const renamed = [{ ...cbc, name: "Haemogram" }];
    expect(searchIndex(renamed, "haemogram", options).map((h) => h.rank)).toEqual([RANK.exact]);
    expect(closestTerms(renamed, "haemogrm", options)).toContain("Haemogram");
  });

  it("keeps everything for an empty query, in index order", () => {
    expect(search("   ").map((h) => h.entry)).toEqual(siteSearchIndex);
  });

  it("never throws on hostile input", () => {
    for (const q of ["a".repeat(5000), ".*+?^${}()|[]\\", "<script>alert(1)</script>", "🩸🧪💉", "\u0000\uFFFF", "thyriod ".repeat(700)]) {
      expect(() => search(q)).not.toThrow();
      expect(() => closestTerms(siteSearchIndex, q, options)).not.toThrow();
    }
    expect(search("<script>alert(1)</script>")).toEqual([]);
  });
});

describe("home suggestions", () => {
  it("start at 3 characters as typed, leave out description matches, at most 10", () => {
    expect(homeSuggestions(siteSearchIndex, "li", options)).toEqual([]);
    expect(homeSuggestions(siteSearchIndex, "खून", options)[0]?.entry.key).toBe("catalogue-1");
    expect(homeSuggestions(siteSearchIndex, "fever", options).map((h) => h.entry.key)).not.toContain("catalogue-1021");
    expect(homeSuggestions(siteSearchIndex, "test", options).length).toBe(10);
  });
});

describe("empty-state help", () => {
  it("suggests the closest known words", () => {
    expect(closestTerms(siteSearchIndex, "thyrodi", options)).toContain("Thyroid");
    expect(closestTerms(siteSearchIndex, "cholestrl", options).map((t) => t.toLowerCase())).toContain("cholesterol");
    expect(closestTerms(siteSearchIndex, "zz", options)).toEqual([]);
  });
  it("names a test we do not offer", () => {
    expect(notOfferedMatch(notOfferedTests, "USG", options)).toBe("Ultrasound (USG)");
    expect(notOfferedMatch(notOfferedTests, "usg ki jaanch", options)).toBe("Ultrasound (USG)");
    expect(notOfferedMatch(notOfferedTests, "thyroid", options)).toBeUndefined();
  });
});

describe("building the index", () => {
  it("takes abbreviations from names", () => {
    expect(namePartsOf("Treadmill Test (TMT)")).toEqual(["Treadmill Test", "TMT"]);
    expect(namePartsOf("Vitamin D (25-OH)")).toEqual(["Vitamin D"]);
    expect(namePartsOf("Lipid Profile")).toEqual([]);
  });
  it("follows the content: a renamed item is found by its new name", () => {
    const renamed = catalogue.map((item) => (item.id === 2 ? { ...item, name: "Lipid Panel Plus" } : item));
    const index = buildSearchIndex({ catalogue: renamed, terms: { ...emptyTerms } });
    expect(searchIndex(index, "lipid panel plus")[0]?.entry.catalogueId).toBe(2);
  });
  it("gives a single test the cheapest package that holds it, and a package none", () => {
    const byKey = new Map(siteSearchIndex.map((entry) => [entry.key, entry]));
    // The KFT is in Diabetic Profile (₹1,299), Basic Health Checkup (₹1,499) and dearer packages.
    expect(byKey.get("catalogue-1050")?.alsoIn).toEqual({ name: "Diabetic Profile", price: 1299 });
    expect(byKey.get("catalogue-100")?.alsoIn).toBeUndefined();
    // A test no package holds.
    expect(byKey.get("catalogue-1021")?.alsoIn).toBeUndefined();
  });
});

const emptyTerms = {
  catalogueTerms: {},
  departmentTestTerms: {},
  departmentTestCatalogueIds: {},
  subcategoryFilters: {},
  homeServiceTerms: {},
  homeCarePackageTerms: {},
  includedTestTerms: {},
};

describe("emergency notices", () => {
  const terms = { "chest-pain": ["chest pain", "सीने में दर्द"], fits: ["fits"] } as const;
  const notices = {
    "chest-pain": { kind: "emergency", title: "Chest pain now? Call 112.", text: "t" },
    fits: { kind: "emergency", title: "A fit happening now? Call 112.", text: "t" },
    fever: { kind: "caution", title: "Fever", text: "t" },
  } as unknown as Parameters<typeof emergencyNotices>[1];

  it("shows the box of a symptom the query holds as whole words", () => {
    expect(emergencyNotices(terms, notices, "Chest pain test").map((n) => n.title)).toEqual(["Chest pain now? Call 112."]);
    expect(emergencyNotices(terms, notices, "सीने में दर्द").map((n) => n.title)).toEqual(["Chest pain now? Call 112."]);
    expect(emergencyNotices(terms, notices, "fits and chest pain")).toHaveLength(2);
  });

  it("shows nothing for part of a word or another word", () => {
    expect(emergencyNotices(terms, notices, "chest x")).toEqual([]);
    expect(emergencyNotices(terms, notices, "fitness")).toEqual([]);
    expect(emergencyNotices(terms, notices, "   ")).toEqual([]);
  });

  it("finds the real symptom words of the site", () => {
    const titles = (q: string) => emergencyNotices(emergencyTerms, safetyNotices, q).map((n) => n.title);
    expect(titles("chest pain")).toEqual(["Chest pain now? Call 112."]);
    expect(titles("bukhar")).toEqual(["Fever: when to get help straight away"]);
    expect(titles("ECG")).toEqual([]);
  });

  it("shows the red-flag boxes for their English, Hindi and Hinglish words (docs/content-review.md, rule 21)", () => {
    const titles = (q: string) => emergencyNotices(emergencyTerms, safetyNotices, q).map((n) => n.title);
    const searches: [string, string][] = [
      ["DKA", "High sugar with vomiting or drowsiness? Call 112."],
      ["sugar aur ulti", "High sugar with vomiting or drowsiness? Call 112."],
      ["piliya baby", "A yellow newborn baby? Get help now."],
      ["navjaat peeliya", "A yellow newborn baby? Get help now."],
      ["नवजात का पीलिया", "A yellow newborn baby? Get help now."],
      ["severe stomach pain", "Severe belly pain? Call 112."],
      ["pet mein tez dard", "Severe belly pain? Call 112."],
      ["lithium toxicity", "On lithium and vomiting, shaky or confused? Call 112."],
      ["sudden confusion", "New confusion or hard to wake? Call 112."],
      ["बहकी-बहकी बातें", "New confusion or hard to wake? Call 112."],
      ["swollen leg", "A swollen, painful leg? See a doctor today."],
      ["pair mein sujan", "A swollen, painful leg? See a doctor today."],
      ["black stools", "Vomiting blood or black stools? Call 112."],
      ["khoon ki ulti", "Vomiting blood or black stools? Call 112."],
      ["ectopic pregnancy", "Pain, bleeding or fainting in early pregnancy? Call 112."],
    ];
    expect(searches).toHaveLength(15);
    for (const [q, title] of searches) expect(titles(q), q).toEqual([title]);
    expect(titles("jaundice")).toEqual([]);
    expect(titles("lithium")).toEqual([]);
  });
});
