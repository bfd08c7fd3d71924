import { describe, expect, it } from "vitest";
import { contentFiles, hits, uiWordFiles } from "#app/testing/content-files.ts";
import { homeServices } from "#content/home-care.ts";
import { flagshipServices } from "#content/home.ts";

/**
 * The rules of docs/content-review.md (the third review, rules 11 to 20) that the words of the content
 * files show: each reads every file of both languages, so a new file that breaks a rule fails here, in
 * seconds, before any page is built. Expected values are written by hand from the content. The rules on
 * the test facts and what is derived from them: content-review.facts.test.ts.
 */

const files = contentFiles();

describe("the content read by these rules", () => {
  it("is every file of both languages", () => {
    expect(files.filter((f) => f.file.startsWith("content/en/")).length).toBeGreaterThan(250);
    expect(files.filter((f) => f.file.startsWith("content/hi/")).length).toBeGreaterThan(250);
  });
});

describe("rule 11: an emergency threshold lives in the safety texts alone", () => {
  const safetyTexts = /^content\/(en|hi)\/(safety\.json|emergency\.json|safety-notices\/)/;
  const thresholds = [
    /\b(3[6-9]|4[0-2])([.,]\d)?\s*°\s*C\b/, // a body temperature
    /\b(9[6-9]|10[0-7])([.,]\d)?\s*°\s*F\b/,
    /\b(under|below|younger than|less than)\s+\d+\s+(days?|weeks?|months?)\b/i, // an age that changes the advice
    /\d+\s*(दिन|हफ़्ते|महीने)\s*से\s*(कम|छोटे)/,
    /\bfever\b[^.;]*\bsame day\b|\bsame day\b[^.;]*\bfever\b/i, // "a fever … needs a doctor the same day"
    /बुख़?ार[^।;]*उसी दिन|उसी दिन[^।;]*बुख़?ार/,
    /\b(call|dial)\s+(112|\{\{emergency-number\}\})\s+(at|above|over|from)\s+\d/i,
  ];
  it("is restated in no other file (a text refers to the safety texts, by placeholder or in words)", () => {
    const others = files.filter((f) => !safetyTexts.test(f.file));
    expect(others.length).toBeGreaterThan(480);
    expect(hits(others, thresholds)).toEqual([]);
  });
  it("is in the safety texts (the patterns find what they look for)", () => {
    const safety = files.filter((f) => safetyTexts.test(f.file));
    expect(hits(safety, thresholds.slice(0, 1)).length).toBe(2); // 38 °C, English and Hindi
  });
});

describe("rule 17: a price, range or count a list can give is computed, never typed", () => {
  it("types no price, price range or count of centres, tests or parameters in a text", () => {
    const typed = [
      /₹\s?\d/, // a price in words ("from ₹850"): prices are numbers, formatted by the site
      /\b\d+\+?\s+(centres|centers|tests|parameters)\b/i,
      /(?<!सेक्टर )(?<!\d)\d+\+?\s+(सेंटर|टेस्ट|पैरामीटर)/, // not "सेक्टर 14 सेंटर", a centre's address
    ];
    expect(hits(files, typed)).toEqual([]);
  });
  it("gives a home service's price only where no list sells its tests", () => {
    const typedPrice = files.filter((f) => /^content\/en\/home-services\//.test(f.file) && /"priceFrom"/.test(f.text));
    expect(typedPrice.map((f) => f.file)).toEqual(["content/en/home-services/uroflowmetry.json"]);
    const home = files.find((f) => f.file === "content/en/home.json")!;
    expect(home.text).not.toMatch(/"price(From|To)"/);
  });
  it("names on a card only the Holter durations its service sells", () => {
    // The Holter tests the lists sell, read by hand from content/en/department-tests/: 24, 48 and 72 hours.
    const sold = ["24", "48", "72"];
    const cards = [...flagshipServices, ...homeServices].filter((s) => /Holter/i.test([s.title, s.description, ...s.features].join(" ")));
    expect(cards.length).toBe(2);
    for (const card of cards) {
      // Each sentence or feature that names a Holter and hours: its numbers (not "12-lead") are durations.
      const lines = [card.description, ...card.features].filter((line) => /Holter/i.test(line) && /hour/i.test(line));
      const hours = lines.flatMap((line) => [...line.matchAll(/\b(\d+)\b(?!-lead)/g)].map((m) => m[1]!));
      expect(hours.length, card.title).toBeGreaterThan(0);
      for (const h of hours) expect(sold, card.title).toContain(h);
      expect(hours, card.title).toContain("72");
    }
  });
});

describe("rule 18: no claim of popularity, majority or diagnostic power without a source", () => {
  const unsourced = [
    /most[- ]booked|best[- ]?sell|bestseller|most popular|most trusted|\bno\.? ?1\b|#1\b/i,
    /\bbehind most\b|\bmost often\b/i,
    /\bconfirms and grades\b/i,
    /सबसे ज़्यादा बुक|सबसे लोकप्रिय|सबसे ज़्यादा होते|सबसे ज़्यादा एक्ज़िमा/,
  ];
  it("in any content file or the words written in code", () => {
    expect(hits([...files, ...uiWordFiles()], unsourced)).toEqual([]);
  });
  it("and a testimonial describes only a home service offered where it is set", () => {
    // Home care in Jammu & Kashmir is blood collection, X-ray and ECG (content/en/home-care.json).
    const home = JSON.parse(files.find((f) => f.file === "content/en/home.json")!.text) as {
      testimonials: { location: string; comment: string }[];
    };
    const jk = home.testimonials.filter((t) => /Srinagar|Jammu/.test(t.location));
    for (const t of jk) expect(t.comment, t.location).not.toMatch(/Holter|EEG|sleep|nerve|NCV|lung|spirometry|PFT/i);
  });
});

describe("rule 20: a service fact is said once, the same way everywhere", () => {
  it("names one set of report channels (content/en/claims.json) and offers no female technician piecemeal", () => {
    const words = [...files, ...uiWordFiles()];
    expect(hits(words, [/\bSMS\b|एसएमएस/])).toEqual([]);
    expect(hits(words, [/\bfemale (technician|staff|phlebotomist)s?\b|महिला (टेक्नीशियन|फ़्लेबोटोमिस्ट)/i])).toEqual([]);
  });
});
