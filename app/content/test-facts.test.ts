import { describe, expect, it } from "vitest";
import { articles } from "./articles";
import { catalogue } from "./catalogue";
import { homeCareFaqs, homeCarePackages, homeServices } from "./home-care";
import { newsItems } from "./news";
import { faqCategories } from "./resources";
import { serviceCategories } from "./services";
import { catalogueFacts, catalogueTestKeys, subcategoryFacts, testFacts, testNameKeys, type TestKey } from "./test-facts";

/**
 * One source of test facts: every place that shows a test's sample, preparation or report time must
 * agree with app/content/test-facts.ts, and so with every other place showing the same test.
 */

interface Place {
  where: string;
  key: TestKey;
  sample?: string;
  preparation?: string;
  reportTime?: string;
  fastingRequired?: boolean;
}

const factKeys = Object.keys(testFacts) as TestKey[];
const isKey = (id: string): id is TestKey => (factKeys as string[]).includes(id);

function places(): Place[] {
  const out: Place[] = [];
  for (const item of catalogue) {
    if (item.type !== "test") continue;
    const key = (catalogueTestKeys as Record<number, TestKey>)[item.id];
    if (!key) throw new Error(`catalogue test ${item.id} has no fact entry`);
    out.push({ where: `find-test #${item.id}`, key, sample: item.sample, preparation: item.preparation, reportTime: item.reportTime });
  }
  for (const category of serviceCategories) {
    for (const sub of category.subcategories) {
      for (const t of sub.tests) {
        if (!isKey(t.id)) throw new Error(`department test ${t.id} has no fact entry`);
        out.push({
          where: `/services/${category.slug}/${sub.slug} ${t.id}`,
          key: t.id,
          sample: t.sample,
          preparation: t.preparationTime ?? undefined,
          reportTime: t.reportTime,
          fastingRequired: t.fastingRequired,
        });
      }
    }
  }
  return out;
}

/** Every sentence of free text that could quote a preparation or a report time. */
function sentences(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  for (const a of articles) for (const p of [a.excerpt, ...a.content]) texts.push({ where: `article ${a.id}`, text: p });
  for (const c of faqCategories) for (const f of c.faqs) texts.push({ where: `FAQ "${f.question}"`, text: f.answer });
  for (const f of homeCareFaqs) texts.push({ where: `home-care FAQ "${f.question}"`, text: f.answer });
  for (const n of newsItems) for (const p of [n.excerpt, ...n.content]) texts.push({ where: `news ${n.id}`, text: p });
  for (const s of homeServices) for (const p of [s.description, ...s.features]) texts.push({ where: `home service ${s.id}`, text: p });
  for (const item of catalogue) texts.push({ where: `catalogue #${item.id}`, text: `${item.description} ${item.preparation}` });
  return texts.flatMap(({ where, text }) =>
    text.split(/(?<=[.;:!?])\s+/).map((sentence) => ({ where, text: sentence })),
  );
}

const norm = (s: string) => s.replace(/[–—]/g, "-");

describe("one source of test facts", () => {
  it("gives each catalogue and department test exactly the facts of its entry", () => {
    for (const item of catalogue) {
      if (item.type !== "test") continue;
      const key = (catalogueTestKeys as Record<number, TestKey>)[item.id]!;
      const { description, sample, reportTime, preparation } = item;
      expect({ description, sample, reportTime, preparation }, `find-test #${item.id}`).toEqual(catalogueFacts(key));
    }
    for (const t of serviceCategories.flatMap((c) => c.subcategories.flatMap((s) => s.tests))) {
      const { id: _id, name: _name, price: _price, ...facts } = t;
      expect(facts, t.id).toEqual(subcategoryFacts(t.id as TestKey));
    }
  });

  it("shows the same sample, preparation and report time for a test wherever it appears", () => {
    const byKey = new Map<TestKey, Place[]>();
    for (const p of places()) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p]);
    for (const [key, list] of byKey) {
      const f = testFacts[key] as { sample: string; reportTime: string; fastingHours: number | null; preparation: string; preparationShort?: string };
      for (const p of list) {
        expect(p.sample, `${p.where}: sample`).toBe(f.sample);
        expect(p.reportTime, `${p.where}: report time`).toBe(f.reportTime);
        if (p.preparation !== undefined) expect([f.preparation, f.preparationShort], `${p.where}: preparation`).toContain(p.preparation);
        if (p.fastingRequired !== undefined) expect(p.fastingRequired, `${p.where}: fasting`).toBe(f.fastingHours !== null);
      }
    }
  });

  it("quotes the lipid, blood-sugar and PFT preparation with the numbers of the facts", () => {
    // "fast for 12 hours", "fast for at least 8 hours", "12 hours of fasting", "the 12-hour fast"
    const fastHours = (t: string) => [
      ...[...t.matchAll(/fast\w*\s+(?:for\s+)?(?:at least\s+)?(\d+(?:\s*[-–]\s*\d+)?)[\s-]*hours?/g)].map((m) => m[1]!),
      ...[...t.matchAll(/(\d+(?:\s*[-–]\s*\d+)?)[\s-]*hours?\s+(?:of\s+)?(?:overnight\s+)?fast/g)].map((m) => m[1]!),
    ];
    for (const { where, text } of sentences()) {
      const t = text.toLowerCase();
      if (/lipid/.test(t) && /fast/.test(t) && !/blood sugar|glucose/.test(t)) {
        for (const h of fastHours(t)) expect(norm(h), `${where}: "${text}"`).toBe(String(testFacts["lipid-profile"].fastingHours));
      }
      if (/smok/.test(t) && /(pft|pulmonary|spirometr|lung function)/.test(t)) {
        expect(t, `${where}: "${text}"`).toMatch(/1 hour/);
        expect(t, `${where}: "${text}"`).not.toMatch(/4 hours?/);
      }
      if (/b12/.test(t) && /fast/.test(t)) expect(t, `${where}: "${text}"`).toMatch(/no fasting|not need fasting/);
      if (/blood culture/.test(t) && /\b\d+(?:\s*[-–]\s*\d+)?\s+days\b/.test(t) && !/negative/.test(t)) {
        expect(norm(t), `${where}: "${text}"`).toContain(norm(testFacts["blood-culture"].reportTime));
      }
    }
  });

  it("asks every package for at least the fasting its tests need", () => {
    for (const item of catalogue) {
      if (item.type !== "package") continue;
      const names = item.includes.flatMap((e) => (typeof e === "string" ? [e] : [e.panel, ...e.tests]));
      const needs = names
        .map((n) => testNameKeys[n])
        .filter((k): k is TestKey => k !== undefined)
        .map((k) => testFacts[k].fastingHours as number | null)
        .filter((h): h is number => h !== null);
      if (needs.length === 0) continue;
      const most = Math.max(...needs);
      expect(item.preparation, `${item.name}`).toMatch(new RegExp(`${most} hours`));
      expect(item.preparation, `${item.name}`).not.toMatch(/^No fasting/);
    }
  });

  it("names only tests with fact entries in the home-care bundles it maps", () => {
    for (const pkg of homeCarePackages) for (const t of pkg.tests) if (testNameKeys[t]) expect(factKeys).toContain(testNameKeys[t]);
  });
});
