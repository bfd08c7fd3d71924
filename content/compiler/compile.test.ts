import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import { homeSingleton } from "./collection-fixtures.ts";
import { compileContent } from "./compile.ts";

// The compile step over a made-up collection in a temporary folder: what a person editing the files
// sees when one is wrong.
const review = z.object({ reviewer: z.string(), reviewed: z.iso.date(), nextReview: z.iso.date() });
const offers = defineCollection({
  name: "offers",
  label: "Offers",
  source: { folder: "offers", extension: "json" },
  schema: z
    .object({
      id: z.string(),
      name: z.string().min(1),
      price: z.number().int().positive().meta({ description: "the price in rupees, a whole number such as 450" }),
      review,
    })
    .strict(),
  idField: "id",
  compile: (items) => items.map((item) => item.data),
});

let root: string;
function write(file: string, data: unknown) {
  const full = path.join(root, "content/en", file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, typeof data === "string" ? data : JSON.stringify(data));
}
const good = { id: "cbc", name: "CBC", price: 299, review: { reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" } };
const compile = () => compileContent({ root, locale: "en", collections: [offers], today: "2026-11-26" });

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("compileContent", () => {
  it("gives each collection's output when every file is right", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("offers/cbc.json", good);
    write("offers/lipid.json", { ...good, id: "lipid", name: "Lipid", price: 450 });
    const result = compile();
    expect(result.ok).toBe(true);
    expect(result.ok && result.outputs.get("offers")).toEqual([good, { ...good, id: "lipid", name: "Lipid", price: 450 }]);
  });

  it("names the file, the field, what is wrong and what is allowed, and gives no output", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("offers/cbc.json", { ...good, price: "abc" });
    write("offers/lipid.json", { ...good, id: "lipid", name: undefined });
    const result = compile();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(2);
    expect(result.message).toContain(
      'content/en/offers/cbc.json: the field "price" is "abc", which is not a number. Allowed: the price in rupees, a whole number such as 450.',
    );
    expect(result.message).toContain(
      'content/en/offers/lipid.json: the field "name" is missing, and it is required. Allowed: text (not empty).',
    );
    expect(result.message.split("\n")[0]).toBe(
      'The content has 2 problems; nothing was published and the site stays as it was (docs/editing.md, "When the build is red"):',
    );
  });

  it("refuses a file that is not JSON, and one whose id is not its file name", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("offers/cbc.json", '{ "id": "cbc", ');
    write("offers/lipid.json", good);
    const result = compile();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.file, p.field])).toEqual([
      ["content/en/offers/cbc.json", ""],
      ["content/en/offers/lipid.json", "id"],
    ]);
    expect(result.message).toMatch(/cbc\.json: is not valid JSON/);
    expect(result.message).toContain('the field "id" is "cbc", but the file is named "lipid"');
  });

  it("stops on a medical review that is overdue", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    write("offers/cbc.json", { ...good, review: { ...good.review, nextReview: "2026-11-25" } });
    const result = compile();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.objectContaining({
        file: "content/en/offers/cbc.json",
        field: "review.nextReview",
        problem: "says the medical review was due on 2026-11-25, so it is overdue",
      }),
    ]);
  });

  it("refuses a next review more than a year after the review: a year to the day is allowed, a day more is not", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    const reviewed = (id: string, dates: { reviewed: string; nextReview: string }) =>
      write(`offers/${id}.json`, { ...good, id, review: { ...good.review, ...dates } });
    reviewed("a-year", { reviewed: "2026-11-28", nextReview: "2027-11-28" });
    reviewed("a-day-more", { reviewed: "2026-11-28", nextReview: "2027-11-29" });
    reviewed("far-off", { reviewed: "2026-11-28", nextReview: "2099-01-01" });
    // A year after 29 February is 28 February; a year after 28 February is 28 February, in a leap year too.
    reviewed("leap-day-a-year", { reviewed: "2028-02-29", nextReview: "2029-02-28" });
    reviewed("leap-day-a-day-more", { reviewed: "2028-02-29", nextReview: "2029-03-01" });
    reviewed("into-a-leap-year", { reviewed: "2027-02-28", nextReview: "2028-02-28" });
    reviewed("into-a-leap-day", { reviewed: "2027-02-28", nextReview: "2028-02-29" });
    const result = compile();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const tooLate = (id: string, nextReview: string, reviewed: string, latest: string) => ({
      file: `content/en/offers/${id}.json`,
      field: "review.nextReview",
      problem: `is "${nextReview}", more than a year after the day it was reviewed (${reviewed})`,
      allowed: `a day at most a year after "reviewed", so ${latest} at the latest`,
    });
    // In the order the files are read: by name.
    expect(result.problems).toEqual([
      tooLate("a-day-more", "2027-11-29", "2026-11-28", "2027-11-28"),
      tooLate("far-off", "2099-01-01", "2026-11-28", "2027-11-28"),
      tooLate("into-a-leap-day", "2028-02-29", "2027-02-28", "2028-02-28"),
      tooLate("leap-day-a-day-more", "2029-03-01", "2028-02-29", "2029-02-28"),
    ]);
    expect(result.message).toContain(
      'content/en/offers/far-off.json: the field "review.nextReview" is "2099-01-01", more than a year after the day it was reviewed (2026-11-28). Allowed: a day at most a year after "reviewed", so 2027-11-28 at the latest.',
    );
  });

  it("writes a collection's derived outputs beside it, and none when a file is wrong", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    const withNames = defineCollection({ ...offers, derive: (output) => ({ "offer-names": output.map((o) => o.name) }) });
    write("offers/cbc.json", good);
    const result = compileContent({ root, locale: "en", collections: [withNames], today: "2026-11-26" });
    expect(result.ok && result.outputs.get("offer-names")).toEqual(["CBC"]);
    write("offers/lipid.json", { ...good, id: "lipid", price: "abc" });
    const broken = compileContent({ root, locale: "en", collections: [withNames], today: "2026-11-26" });
    expect(broken.ok).toBe(false);
  });

  it("says when a singleton's file is missing", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    const result = compileContent({ root, locale: "en", collections: [homeSingleton], today: "2026-11-26" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("content/en/home.json: is missing.");
  });
});
