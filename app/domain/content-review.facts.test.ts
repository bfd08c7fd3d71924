import { describe, expect, it } from "vitest";
import { advice } from "#content/advice.ts";
import { articles } from "#content/articles.ts";
import { corporatePackages } from "#content/corporate.ts";
import { homeCareFaqs } from "#content/home-care-page.ts";
import { homeServices } from "#content/home-care.ts";
import { flagshipServices } from "#content/home.ts";
import { faqCategories } from "#content/resources.ts";
import { childFastingAdvice } from "#content/safety-advice.ts";
import { serviceCategories } from "#content/services.ts";
import { testFacts, type TestFacts } from "#content/test-facts.ts";
import { catalogue } from "./catalogue.ts";
import { homeCarePackageViews } from "./home-care-packages.ts";

/**
 * The rules of docs/content-review.md (the third review, rules 11 to 20) that the test facts and what is
 * derived from them show: the preparation of every catalogue item and home-care package, the advice each
 * test names, the texts that ask for a fast. Each reads every test or item of its kind, so a new one that
 * breaks a rule fails here, in seconds, before any page is built. Expected values are written by hand from
 * the content. The rules on the words of the files: content-review.texts.test.ts.
 */

/**
 * Catalogue items and home-care packages that ask for a fast, counted from the files (tests, packages and
 * home-care packages holding a test whose facts give fasting hours): tests 2, 1033, 1034, 1037, 1048 and
 * 1106; 1098 and 1339 (total and free testosterone), 1215 (75 g OGTT), 1238 (triglycerides), 1307
 * (C-peptide); packages 100–107, 109–111, 301, 302 (its testosterone) and 304; three home-care packages.
 * Iron studies (1206) no longer fasts. A pet's fast (the pet hip X-ray, 1066) is not a person's, so it
 * carries no children's rule.
 */
const FASTING_ITEMS = 28;
const facts = Object.entries<TestFacts>(testFacts);
const isPet = (f: TestFacts) => f.subject === "pet";

describe("the content read by these rules", () => {
  it("is every test's facts", () => {
    expect(facts.length).toBeGreaterThan(120);
  });
});

describe("rule 12: every fast a person keeps carries the children's rule", () => {
  it("in every derived preparation with a fast (catalogue and home-care packages)", () => {
    const fasting = [...catalogue, ...homeCarePackageViews].filter((item) => item.fastingHours !== null && item.id !== 1066);
    expect(fasting.length).toBe(FASTING_ITEMS);
    for (const item of fasting) expect(item.preparation.join(" "), "title" in item ? item.title : item.name).toContain(childFastingAdvice);
  });
  it("in every text that asks for a fast: articles, FAQs, home care, corporate", () => {
    const asksForFast = /\b(fast for|eat nothing for|fasting for|hours of (overnight )?fasting|hours without food)\b/i;
    const texts = [
      ...articles.map((a) => ({ where: `article ${a.id}`, text: a.content.join(" ") })),
      ...faqCategories.flatMap((c) => c.faqs.map((f) => ({ where: `FAQ "${f.question}"`, text: f.answer }))),
      ...homeCareFaqs.map((f) => ({ where: `home-care FAQ "${f.question}"`, text: f.answer })),
      ...corporatePackages.map((p) => ({ where: `corporate ${p.id}`, text: p.preparation.join(" ") })),
    ].filter(({ text }) => asksForFast.test(text));
    expect(texts.map((t) => t.where)).toEqual([
      "article annual-checkup-after-30",
      "article hba1c-and-prediabetes",
      "article lipid-profile-fasting",
      'FAQ "Which tests need fasting?"',
      'home-care FAQ "How should I prepare for a home blood test?"',
      "corporate essential-wellness",
      "corporate comprehensive-care",
      "corporate executive-health",
    ]);
    for (const { where, text } of texts) expect(text, where).toContain(childFastingAdvice);
  });
  it("and the children's article says who decides how long a child fasts", () => {
    const child = articles.find((a) => a.id === "child-blood-test")!;
    expect(child.content.join(" ")).toMatch(/for the doctor who asked for the test to decide/);
    expect(child.content.join(" ")).toContain(childFastingAdvice);
  });
});

describe("rule 13: every X-ray item carries its radiation advice, a pet's the owner's", () => {
  const imaging = (keys: readonly string[] = []) =>
    keys.map((key) => testFacts[key as keyof typeof testFacts]).filter((f) => f?.sampleKind === "imaging");
  it("every home service and home-page card that does an X-ray", () => {
    const xray = homeServices.filter((s) => imaging(s.tests).length > 0);
    expect(xray.map((s) => s.id)).toEqual(["digital-xray", "pet-xray"]);
    for (const service of xray) {
      const pets = imaging(service.tests).every(isPet);
      const expected = pets ? [advice["pet-xray-radiation"]] : [advice["xray-pregnancy"], advice["xray-at-home"]];
      expect(service.advice, service.id).toEqual(expected);
      const cards = flagshipServices.filter((card) => card.service === service.id);
      expect(cards, service.id).toHaveLength(1);
      expect(cards[0]!.advice, service.id).toEqual(expected);
    }
  });
  it("every department list of pets' X-rays shows the owner's radiation advice and the emergency advice", () => {
    const petLists = serviceCategories
      .flatMap((c) => c.subcategories)
      .filter((s) => s.tests.length > 0 && s.tests.every((t) => isPet(testFacts[t.id])));
    expect(petLists.map((s) => s.slug)).toEqual(["pet-xray"]);
    for (const list of petLists) {
      expect(JSON.stringify(list)).toContain(advice["pet-xray-radiation"]);
      expect(JSON.stringify(list)).toContain(advice["pet-emergency"]);
    }
  });
  it("every X-ray's facts name the advice, a home X-ray the one bystander rule", () => {
    const xrays = facts.filter(([, f]) => f.sampleKind === "imaging");
    expect(xrays.length).toBe(10);
    for (const [key, f] of xrays) {
      if (isPet(f)) expect(f.advice, key).toContain("pet-xray-radiation");
      else expect(f.advice, key).toEqual(expect.arrayContaining(["xray-pregnancy", "xray-children"]));
      if (key.endsWith("-at-home")) expect(f.advice, key).toContain("xray-at-home");
      // The bystander rule is said once, in its advice: no test's own words restate who stays in the room.
      expect(f.instructions ?? "", key).not.toMatch(/\b(room|step out|leave)\b/i);
    }
  });
});

describe("rule 14: a package whose tests need different days or a later sample says so", () => {
  const cycleDays = (f: TestFacts) => (f.advice ?? []).filter((key) => key.startsWith("cycle-day-"));
  it("says two visits for tests fixed to different days of the cycle, two samples for a timed second sample", () => {
    const packages = catalogue.filter((item) => item.type === "package");
    expect(packages).toHaveLength(25);
    const visits: number[] = [];
    const draws: number[] = [];
    for (const pkg of packages) {
      const tests = pkg.tests.map((key) => testFacts[key]);
      const days = new Set(tests.flatMap(cycleDays));
      const later =
        tests.some((t) => t.laterDrawHours !== undefined) && tests.some((t) => t.laterDrawHours === undefined && t.sampleKind === "blood");
      const says = (pattern: RegExp) => pkg.preparation.some((step) => pattern.test(step));
      expect(says(/^Two visits:/), `${pkg.id} visits`).toBe(days.size > 1);
      expect(
        says(
          /^Two blood samples: the first for the other tests, then [^.]*\. At home the collector waits or comes back for the second sample/,
        ),
        `${pkg.id} draws`,
      ).toBe(later);
      if (days.size > 1) visits.push(pkg.id);
      if (later) draws.push(pkg.id);
    }
    expect(visits).toEqual([302]);
    expect(draws).toEqual([103, 303]);
  });
  it("keeps a day of the cycle and a later sample in the facts' own fields, never only in a test's words", () => {
    for (const [key, f] of facts) {
      const words = f.instructions ?? "";
      expect(words, key).not.toMatch(/\bday \d+\b[^.]*\b(cycle|period)\b|\b(cycle|period)\b[^.]*\bday \d+\b/i);
      if (/\bsample is taken (exactly )?\d+ hours? later\b|\bexactly \d+ hours? after\b/i.test(words))
        expect(f.laterDrawHours, key).toBeDefined();
    }
  });
});

describe("rule 15: a test that says a meal changes its result is taken fasting", () => {
  const mealChanges =
    /\b(meal|food|eating)\b[^.;]*\b(raises?|lowers?|changes?|affects?)\b|\b(raises?|lowers?|changes?|affects?)\b[^.;]*\b(meal|food|eating)\b/i;
  it("asks for a fast wherever its words say a meal changes the result", () => {
    const saying = facts.filter(([, f]) => mealChanges.test(`${f.description} ${f.instructions ?? ""}`));
    expect(saying.map(([key]) => key).sort()).toEqual(["folate", "free-testosterone", "total-testosterone", "triglycerides", "zinc"]);
    for (const [key, f] of saying) expect(f.fastingHours, key).not.toBeNull();
  });
});

describe("rule 16: a sample-timing line goes only with the kinds of sample it is about", () => {
  // Which kinds of sample each shared advice is about, written out by hand: a new advice must be placed here.
  const adviceFor: Record<string, readonly string[]> = {
    "avoid-menstrual-period": ["urine", "stool"],
    "cycle-day-2-5": ["blood"],
    "cycle-day-21": ["blood"],
    "morning-sample": ["blood", "urine"],
    "midstream-urine": ["urine"],
    "antibiotics-first": ["blood", "urine", "sputum", "stool", "swab"],
    "abstinence-2-7-days": ["semen"],
    "alcohol-24h": ["blood"],
    "alcohol-48h": ["blood"],
    biotin: ["blood"],
    "supplements-24h": ["blood"],
    "thyroid-tablet": ["blood"],
    "blood-thinners": ["blood", "recording"],
    "psa-preparation": ["blood"],
    "iron-tablets": ["blood"],
    pacemaker: ["recording"],
    "xray-pregnancy": ["imaging"],
    "xray-children": ["imaging"],
    "xray-at-home": ["imaging"],
    "pet-xray-radiation": ["imaging"],
    "pet-emergency": ["imaging"],
    "doctor-referral": ["imaging", "recording", "ecg"],
  };
  it("knows every shared advice", () => {
    expect(Object.keys(advice).sort()).toEqual(Object.keys(adviceFor).sort());
  });
  it("is named only by tests of those kinds (a pet's advice only for a pet, a person's X-ray advice only for a person)", () => {
    for (const [key, f] of facts) {
      for (const name of f.advice ?? []) {
        expect(adviceFor[name], `${key}: ${name}`).toContain(f.sampleKind);
        if (name.startsWith("pet-")) expect(isPet(f), `${key}: ${name}`).toBe(true);
        if (name.startsWith("xray-") || name === "doctor-referral") expect(isPet(f), `${key}: ${name}`).toBe(false);
      }
    }
  });
  it("says in its own words which samples it is about", () => {
    expect(advice["avoid-menstrual-period"]).toMatch(/urine or stool sample/);
  });
});

describe("rule 19: a home pickup keeps to the sample's transport limit", () => {
  it("says how a home sample with a short limit is kept and how soon it is tested", () => {
    const limit =
      /\b(at most|no more than)\s+\d+\s+(hours?|minutes?)\s+before\b|\bhand (it )?over within\b|\breach(es)? (us|the lab(oratory)?) within\b/i;
    const limits = facts.filter(([, f]) => f.collection === "home-sample" && limit.test(f.instructions ?? ""));
    expect(limits.map(([key]) => key).sort()).toEqual(["sputum-culture", "stool-culture", "urine-culture"]);
    for (const [key, f] of limits) {
      expect(f.instructions, key).toMatch(/\bcold\b|\bfridge\b|2–8 °C|cool box/);
      expect(f.instructions, key).toMatch(/\bwithin 24 hours\b/);
      expect(f.instructions, key).not.toMatch(/\bhand (it )?over within 1 hour\b/i);
    }
  });
});

describe("rule 20: a service fact is said once, the same way everywhere", () => {
  it("asks an adult for a doctor's request before an X-ray, EEG, nerve study, Holter or sleep study", () => {
    const needs = facts.filter(
      ([key, f]) =>
        !isPet(f) && (f.sampleKind === "imaging" || f.discipline === "neurology" || f.discipline === "sleep" || key.startsWith("holter-")),
    );
    expect(needs.length).toBe(20);
    for (const [key, f] of needs) expect(f.advice, key).toContain("doctor-referral");
  });
});
