import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { htmlFiles, pageScriptUrls, reachableJavaScript } from "#scripts/build-html.mjs";

// Content reaches the browser only where an island needs it (decision 025): every page is static HTML,
// and a script carries content only for what works in the page (the find-test index, My Package's
// lookup, the Add to Package cards, the forms' words, the header's menu). Every script any public page
// can load (statically, on demand, at any width) is read, and the long texts of the page-only
// collections (content/generated/en/, what `npm run content` compiled from content/en/) must not
// be in any of them. A new collection must be put on one of the two lists.
const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");
const generated = path.resolve("content/generated/en");

/** The collections an island needs, and which. */
const islandContent: Record<string, string> = {
  "test-facts": "find-test index, My Package, the Add to Package cards",
  "catalogue-tests": "find-test index, My Package",
  packages: "find-test index, My Package, the package cards",
  advice: "My Package's preparation",
  departments: "the subcategory test cards, the site search",
  "department-tests": "the subcategory test cards, My Package",
  "service-menu": "the header's Services menu",
  "services-page": "loaded with the departments' module",
  "safety-notices": "the call-112 boxes of the search and My Package",
  safety: "the insulin and medicine warnings on cards and My Package",
  emergency: "the header and footer's 112 line",
  claims: "the home search's claims and the forms' notes",
  centres: "My Package's PIN check and booking details",
  "centre-settings": "My Package's PIN check",
  "home-visit-charge": "the price line of a test on a paid home visit",
  "home-collection": "My Package's slots, the texts that give the hours",
  contact: "the contact form",
  "form-copy": "the call-back and newsletter forms",
  "home-care-packages": "the home-care package cards, My Package",
  "home-services": "the site search",
  "package-images": "the package cards' pictures",
  "health-package-categories": "the package filters",
};
/**
 * The collections only pages show, and the build's own data, which no island reads: the NABL scope (the
 * pages' accreditation statement), the analyte groups and the known confusions (npm run content's checks),
 * the A–Z's everyday names, Find a Test's default order (its ids reach the island as props) and the
 * prescription shorthands (written into the prescription list's search part, fetched as data, never a script).
 */
const pageOnly = [
  "about",
  "accreditation-scope",
  "all-tests",
  "analyte-groups",
  "articles",
  "corporate",
  "faqs",
  "find-test",
  "gallery",
  "gallery-page",
  "home",
  "home-care",
  "known-confusions",
  "legal",
  "medical-reviewers",
  "news",
  "prescription-shorthands",
  "resources-page",
  "section-headings",
];

const LONG = 40;
function longTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (value.length >= LONG) out.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => longTexts(item, out));
  else if (typeof value === "object" && value !== null) Object.values(value).forEach((item) => longTexts(item, out));
  return out;
}
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(generated, `${name}.json`), "utf8"));

test.describe("content in the browser", () => {
  test("only what an island needs: no page-only text is in a script any public page loads", () => {
    const collections = readdirSync(generated)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    expect(collections.length).toBeGreaterThan(25);
    expect([...Object.keys(islandContent), ...pageOnly].sort()).toEqual(collections.sort());

    const pages = htmlFiles(client);
    expect(pages.length).toBeGreaterThan(90);
    const scripts = new Set<string>();
    for (const file of pages)
      for (const url of reachableJavaScript(client, pageScriptUrls(readFileSync(path.join(client, file), "utf8")))) scripts.add(url);
    expect(scripts.size).toBeGreaterThan(10);
    const code = [...scripts].map((url) => readFileSync(path.join(client, url), "utf8")).join("\n");
    const inScripts = (text: string) => code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1));

    // The scan reads the real scripts: the forms carry their words. (The search index and My Package's
    // items are JSON files fetched on use, decisions 039 and 040: no test's description is in a script.)
    expect(longTexts(read("form-copy")).some(inScripts)).toBe(true);
    const facts = read("test-facts") as Record<string, { description: string }>;
    expect(inScripts(facts.cbc!.description)).toBe(false);

    // A text an island's collection also holds (a shared sentence) may be there on that account.
    const islandTexts = new Set(Object.keys(islandContent).flatMap((name) => longTexts(read(name))));
    let checked = 0;
    for (const name of pageOnly) {
      const texts = longTexts(read(name)).filter((text) => !islandTexts.has(text));
      checked += texts.length;
      const leaked = texts.filter(inScripts);
      expect(leaked, `${name}: page-only text in the browser's scripts`).toEqual([]);
    }
    expect(checked).toBeGreaterThan(300);
  });
});
