import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "./collection";
import { compileContent } from "./compile";

// The compile step over a made-up collection in a temporary folder: what a person editing the files
// sees when one is wrong.
const review = z.object({ reviewer: z.string(), reviewed: z.iso.date(), nextReview: z.iso.date() });
const offers = defineCollection({
  name: "offers",
  label: "Offers",
  source: { folder: "offers", extension: "json" },
  schema: z.object({
    id: z.string(),
    name: z.string().min(1),
    price: z.number().int().positive().meta({ description: "the price in rupees, a whole number such as 450" }),
    review,
  }).strict(),
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
    expect(result.message).toContain('content/en/offers/lipid.json: the field "name" is missing, and it is required. Allowed: text (not empty).');
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
      expect.objectContaining({ file: "content/en/offers/cbc.json", field: "review.nextReview", problem: "says the medical review was due on 2026-11-25, so it is overdue" }),
    ]);
  });

  it("writes a collection's derived outputs beside it, and none when a file is wrong", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    const withNames = defineCollection({ ...offers, derived: { "offer-names": (output) => (output as { name: string }[]).map((o) => o.name) } });
    write("offers/cbc.json", good);
    const result = compileContent({ root, locale: "en", collections: [withNames], today: "2026-11-26" });
    expect(result.ok && result.outputs.get("offer-names")).toEqual(["CBC"]);
    write("offers/lipid.json", { ...good, id: "lipid", price: "abc" });
    const broken = compileContent({ root, locale: "en", collections: [withNames], today: "2026-11-26" });
    expect(broken.ok).toBe(false);
  });

  it("says when a singleton's file is missing", () => {
    root = mkdtempSync(path.join(tmpdir(), "content-"));
    const home = defineCollection({ name: "home", label: "Home", source: { file: "home.json" }, schema: z.object({ title: z.string() }), compile: ([item]) => item?.data });
    const result = compileContent({ root, locale: "en", collections: [home], today: "2026-11-26" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain("content/en/home.json: is missing.");
  });
});
