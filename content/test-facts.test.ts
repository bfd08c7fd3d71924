import { describe, expect, it } from "vitest";
import { testFactsSchema } from "#content/collections/test-facts.schema.ts";
import { advice, adviceOf } from "./advice.ts";
import { articles } from "./articles.ts";
import { catalogueEntries } from "./catalogue.ts";
import { homeCareFaqs } from "./home-care-page.ts";
import { homeCarePackages, homeServices } from "./home-care.ts";
import { newsItems } from "./news.ts";
import { preparationSteps } from "./preparation.ts";
import { faqCategories } from "./resources.ts";
import { serviceCategories } from "./services.ts";
import { testFacts, testKeyOf, type TestFacts, type TestKey } from "./test-facts.ts";

/**
 * One source of test facts (docs/content-review.md): every entry is well formed and used, every list
 * that shows a test shows its entry's facts, and free text that quotes a preparation or a report time
 * quotes the numbers of the facts.
 */

const keys = Object.keys(testFacts) as TestKey[];

describe("the test facts", () => {
  it("parse against their schema", () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(() => testFactsSchema.parse(testFacts[key]), key).not.toThrow();
  });

  it("are each sold somewhere: on the find-test catalogue, a department list or in a package", () => {
    const used = new Set<string>([
      ...catalogueEntries.flatMap((entry) =>
        entry.type === "test" ? [entry.test] : entry.contents.flatMap((c) => (typeof c === "string" ? [c] : c.tests)),
      ),
      ...serviceCategories.flatMap((c) => c.subcategories.flatMap((s) => s.tests.map((t) => t.id))),
      ...homeCarePackages.flatMap((p) => p.tests),
    ]);
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it("give each department test card the words of its entry: description, sample, collection and notices", () => {
    const tests = serviceCategories.flatMap((c) => c.subcategories.flatMap((s) => s.tests));
    expect(tests.length).toBeGreaterThan(30);
    for (const t of tests) {
      const entry: TestFacts = testFacts[t.id];
      expect([t.description, t.sample, t.collection, t.notices], t.id).toEqual([
        entry.description,
        entry.sample,
        entry.collection,
        entry.notices,
      ]);
    }
  });

  // Written out by hand, one or more cards from each department, so that the card a test shows is held to what its
  // entry says, not to the function that builds it: a person's fast and a pet's, a preparation, none at all, and
  // instructions without a short form (a card shows only the short one).
  const insulinNote = "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.";
  const petNote = "Diabetic, very young or unwell pet? Ask your vet before fasting it.";
  const expectedCards = [
    {
      department: "pathology",
      id: "lipid-profile",
      facts: {
        description:
          "Measures total cholesterol, HDL, LDL, VLDL and triglycerides, with risk ratios, to help your doctor assess heart and stroke risk.",
        sample: "Blood (serum)",
        reportTime: "24 hours",
        preparationRequired: true,
        fastingRequired: true,
        preparationTime: "12 hours fasting; plain water is allowed",
        collection: "home-sample",
        fastingNote: insulinNote,
      },
    },
    {
      department: "pathology",
      id: "cbc",
      facts: {
        description:
          "Measures haemoglobin, red and white blood cells (with a 5-part differential) and platelets to look for anaemia, infection and bleeding disorders.",
        sample: "Blood (EDTA tube)",
        reportTime: "6 hours",
        preparationRequired: false,
        fastingRequired: false,
        collection: "home-sample",
      },
    },
    {
      department: "radiology",
      id: "pet-hip-xray",
      facts: {
        description: "Extended-leg hip view used to grade hip dysplasia in large-breed dogs.",
        sample: "Imaging (no sample)",
        reportTime: "2-3 days",
        preparationRequired: true,
        fastingRequired: true,
        preparationTime: "8 hours without food in case light sedation is needed",
        collection: "centre",
        fastingNote: petNote,
      },
    },
    {
      department: "radiology",
      id: "chest-xray",
      facts: {
        description: "The standard view of the lungs and heart for a cough lasting weeks, a chest infection and pre-employment checks.",
        sample: "Imaging (no sample)",
        reportTime: "Same day",
        preparationRequired: true,
        fastingRequired: false,
        preparationTime: "Remove metal; tell us if you are or may be pregnant",
        collection: "home-visit",
        notices: ["breathlessness"],
      },
    },
    {
      department: "cardiology",
      id: "resting-ecg",
      facts: {
        description:
          "A 12-lead electrocardiogram recorded at rest to check heart rhythm and rate and look for strain or signs of an old heart attack. It cannot rule out a heart attack that is happening now.",
        sample: "Non-invasive recording",
        reportTime: "30 minutes",
        preparationRequired: false,
        fastingRequired: false,
        collection: "home-visit",
        notices: ["chest-pain"],
      },
    },
    {
      department: "neurology",
      id: "standard-eeg",
      facts: {
        description:
          "Records the brain's electrical activity for about 30 minutes with scalp electrodes, light flashes and deep breathing, for seizures and blackouts.",
        sample: "Non-invasive recording",
        reportTime: "24-48 hours",
        preparationRequired: true,
        fastingRequired: false,
        preparationTime: "Clean, dry hair with no oil or gel; take usual medicines",
        collection: "home-visit",
        notices: ["fits"],
      },
    },
  ];

  it("give the department test cards the facts written out for them, in every department", () => {
    expect(expectedCards.length).toBe(6);
    expect(new Set(expectedCards.map((c) => c.department))).toEqual(new Set(serviceCategories.map((c) => c.slug)));
    for (const { department, id, facts } of expectedCards) {
      const cards = serviceCategories.find((c) => c.slug === department)?.subcategories.flatMap((s) => s.tests.filter((t) => t.id === id));
      expect(cards, id).toHaveLength(1);
      // The price and whether it includes the visit are the catalogue test's offer (one test, one price),
      // not facts: held by content/services.test.ts.
      const { id: _id, name: _name, price: _price, homeVisitIncluded: _included, ...shown } = cards![0]!;
      expect(shown, id).toEqual(facts);
    }
  });

  it("give every X-ray the radiation advice: pregnancy and children, or a pet owner's", () => {
    const imaging = keys.filter((key) => testFacts[key].sampleKind === "imaging");
    expect(imaging.length).toBeGreaterThanOrEqual(9);
    for (const key of imaging) {
      const facts: TestFacts = testFacts[key];
      const expected = facts.subject === "pet" ? ["pet-xray-radiation"] : ["xray-pregnancy", "xray-children"];
      expect(facts.advice ?? [], key).toEqual(expect.arrayContaining(expected));
    }
    expect(advice["xray-pregnancy"]).toMatch(/pregnant/);
    expect(advice["xray-children"]).toMatch(/Children/);
    expect(advice["pet-xray-radiation"]).toMatch(/lead apron/);
    expect(advice["pet-xray-radiation"]).toMatch(/Children and anyone who is or may be pregnant wait outside/);
  });

  it("never ask a pet that may have swallowed something to fast", () => {
    expect(testFacts["pet-abdomen-xray"].fastingHours).toBeNull();
    expect(testFacts["pet-abdomen-xray"].notices).toContain("swallowed");
  });

  it("carry the medicine rule and the insulin warning with every fast a person keeps", () => {
    const fasting = keys.filter((key) => {
      const facts: TestFacts = testFacts[key];
      return facts.fastingHours !== null && facts.subject !== "pet";
    });
    expect(fasting.length).toBeGreaterThanOrEqual(4);
    for (const key of fasting) {
      const text = preparationSteps([testFacts[key]]).join(" ");
      expect(text, key).toMatch(/Keep taking your usual medicines/);
      expect(text, key).toMatch(/insulin or sugar-lowering tablets/);
    }
  });
});

/** Every sentence of free text that could quote a preparation or a report time. */
function sentences(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const a of articles) for (const p of [a.excerpt, ...a.content]) texts.push({ where: `article ${a.id}`, text: p });
  for (const c of faqCategories) for (const f of c.faqs) texts.push({ where: `FAQ "${f.question}"`, text: f.answer });
  for (const f of homeCareFaqs) texts.push({ where: `home-care FAQ "${f.question}"`, text: f.answer });
  for (const n of newsItems) for (const p of [n.excerpt, ...n.content]) texts.push({ where: `news ${n.id}`, text: p });
  for (const s of homeServices) for (const p of [s.description, ...s.features]) texts.push({ where: `home service ${s.id}`, text: p });
  for (const e of catalogueEntries) if (e.type === "package") texts.push({ where: `package ${e.id}`, text: e.description });
  return texts.flatMap(({ where, text }) => text.split(/(?<=[.;:!?])\s+/).map((sentence) => ({ where, text: sentence })));
}

const norm = (s: string) => s.replace(/[–—]/g, "-");

describe("a placeholder's key", () => {
  it("is looked up, and one that names nothing stops the build naming it", () => {
    expect(testKeyOf("cbc")).toBe("cbc");
    expect(() => testKeyOf("cbcc")).toThrow('a placeholder names "cbcc", which is not a test in content/en/test-facts/');
    expect(() => testKeyOf(undefined)).toThrow('a placeholder names "undefined"');
    // An own key only: not one every object inherits.
    expect(() => testKeyOf("toString")).toThrow('"toString"');
    expect(adviceOf("biotin")).toMatch(/biotin/i);
    expect(() => adviceOf("biotn")).toThrow('a placeholder names "biotn", which is not a shared advice in content/en/advice/');
  });
});

describe("free text quotes the facts", () => {
  const all = sentences();

  it("are scanned: articles, FAQs, news, home care and package descriptions, several hundred sentences", () => {
    expect(all.length).toBeGreaterThan(300);
    expect(new Set(all.map(({ where }) => where.split(" ")[0])).size).toBe(6);
  });
  // "fast for 12 hours", "fast for at least 8 hours", "12 hours of fasting", "the 12-hour fast"
  const fastHours = (t: string) => [
    ...[...t.matchAll(/fast\w*\s+(?:for\s+)?(?:at least\s+)?(\d+(?:\s*[-–]\s*\d+)?)[\s-]*hours?/g)].map((m) => m[1]!),
    ...[...t.matchAll(/(\d+(?:\s*[-–]\s*\d+)?)[\s-]*hours?\s+(?:of\s+)?(?:overnight\s+)?fast/g)].map((m) => m[1]!),
  ];

  it("gives the lipid profile's fast as the facts do", () => {
    const quoted = all.filter(({ text }) => /lipid/i.test(text) && /fast/i.test(text) && !/blood sugar|glucose/i.test(text));
    const hours = quoted.flatMap(({ where, text }) => fastHours(text.toLowerCase()).map((h) => ({ where, text, h })));
    expect(hours.length).toBeGreaterThanOrEqual(1);
    for (const { where, text, h } of hours) expect(norm(h), `${where}: "${text}"`).toBe(String(testFacts["lipid-profile"].fastingHours));
  });

  it("waits 1 hour after smoking before a lung function test, never 4", () => {
    const lungTests = ["pft", "spirometry"] as const;
    for (const key of lungTests) {
      expect(testFacts[key].instructions, key).toMatch(/Do not smoke for 1 hour/);
      expect(testFacts[key].instructionsShort, key).toMatch(/No smoking for 1 hour/);
    }
    // Free text that names a lung function test with smoking must quote the same hour. No sentence does
    // today (the 4-hour ones were rewritten), so the preparation the pages show for each lung test,
    // composed from the facts, is held to it too: the check always runs, and a new sentence joins it.
    const freeText = all.filter(({ text }) => /smok/i.test(text) && /(pft|pulmonary|spirometr|lung function)/i.test(text));
    const preparation = lungTests.map((key) => ({ where: `preparation of ${key}`, text: preparationSteps([testFacts[key]]).join(" ") }));
    const quoted = [...freeText, ...preparation];
    expect(quoted.length).toBeGreaterThanOrEqual(lungTests.length);
    for (const { where, text } of quoted) {
      expect(text, `${where}: "${text}"`).toMatch(/1 hour/);
      expect(text, `${where}: "${text}"`).not.toMatch(/4 hours?/);
    }
  });

  it("says vitamin B12 needs no fasting wherever a fast is mentioned with it", () => {
    expect(testFacts["vitamin-b12"].fastingHours).toBeNull();
    const quoted = all.filter(({ text }) => /b12/i.test(text) && /fast/i.test(text));
    // One today: the FAQ "Which tests need fasting?".
    expect(quoted.length).toBeGreaterThanOrEqual(1);
    for (const { where, text } of quoted) {
      expect(text.toLowerCase(), `${where}: "${text}"`).toMatch(/no fasting|not need fasting/);
    }
  });

  it("gives the blood culture's report time as the facts do", () => {
    const quoted = all.filter(
      ({ text }) => /blood culture/i.test(text) && /\b\d+(?:\s*[-–]\s*\d+)?\s+days\b/.test(text) && !/negative/i.test(text),
    );
    expect(quoted.length).toBeGreaterThanOrEqual(1);
    for (const { where, text } of quoted) expect(norm(text), `${where}: "${text}"`).toContain(norm(testFacts["blood-culture"].reportTime));
  });
});
