import { expect, test } from "@playwright/test";
import { canonicalUrls } from "#app/site-urls.ts";
import { inBatches } from "#tests/deploy-cases.ts";
import { builtPageFiles, readBuiltPage } from "./built-pages.ts";
import { allowanceFor } from "./helpers.ts";
import { all, canonicalPages, EVERY_PAGE_ALLOWANCE_MS, origin, pages, servedUrls } from "./seo-pages.ts";

// Findability (./seo-pages.ts): every URL served as built, and each page's head tags: one canonical URL,
// aliases of a canonical page, its own title and description, the share tags and the share image.

const DESCRIPTION_MAX = 160;

test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

test("every URL answers 200 with the very HTML file these checks read", async ({ request }) => {
  test.setTimeout(allowanceFor(servedUrls.length, 500));
  const files = builtPageFiles();
  await inBatches(servedUrls, async (url) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^text\/html/);
    expect((await response.text()) === readBuiltPage(url, files), `${url} is served as built`).toBe(true);
  });
});

test("every page has exactly one canonical URL on the site origin", () => {
  for (const page of all()) {
    expect(page.canonicals, `${page.url} has one canonical link`).toHaveLength(1);
    const canonical = new URL(page.canonicals[0] ?? "");
    expect(canonical.origin, page.url).toBe(origin);
    expect(canonical.search + canonical.hash, `${page.url} canonical has no query or fragment`).toBe("");
    expect(page.robots, `${page.url} is indexable`).toBeNull();
  }
  expect(
    canonicalPages()
      .map((page) => page.url)
      .sort(),
  ).toEqual([...canonicalUrls()].sort());
});

test("an alias names a canonical page that shows the same screen", () => {
  const sitemapped = new Set(canonicalUrls().map((url) => `${origin}${url}`));
  const aliases = all().filter((page) => !canonicalPages().includes(page));
  // /services/lab, the ten subcategories under each of /facilities/lab and /facilities/health-packages, and
  // the A–Z's old page numbers /all-tests/2 and /all-tests/3 (decision 060).
  expect(aliases).toHaveLength(23);
  for (const alias of aliases) {
    const canonical = alias.canonicals[0] ?? "";
    expect(sitemapped.has(canonical), `${alias.url} → ${canonical}`).toBe(true);
    const target = pages().get(canonical.slice(origin.length));
    expect(alias.h1, `${alias.url} shows what ${canonical} shows`).toBe(target?.h1);
  }
});

test("every canonical page has its own title and description", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  expect(canonicalPages().length).toBeGreaterThan(50); // the 41 test and package pages alone
  for (const page of canonicalPages()) {
    expect(page.title, `${page.url} has a title`).not.toBe("");
    expect(titles.get(page.title), `${page.url} repeats the title of ${titles.get(page.title)}`).toBeUndefined();
    titles.set(page.title, page.url);
    expect(page.description.length, `${page.url} description: "${page.description}"`).toBeGreaterThanOrEqual(50);
    expect(page.description.length, `${page.url} description: "${page.description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(
      descriptions.get(page.description),
      `${page.url} repeats the description of ${descriptions.get(page.description)}`,
    ).toBeUndefined();
    descriptions.set(page.description, page.url);
  }
});

test("every page has Open Graph and Twitter card tags, and the share image is served", async ({ request }) => {
  const images = new Set<string>();
  for (const page of all()) {
    const tag = (key: string) => page.tags.get(key) ?? "";
    expect(tag("og:type"), page.url).toBe("website");
    expect(tag("og:locale"), page.url).toBe("en_IN");
    expect(tag("og:site_name"), page.url).not.toBe("");
    expect(tag("og:url"), page.url).toBe(page.canonicals[0]);
    expect(tag("og:title"), page.url).toBe(page.title);
    expect(tag("og:description"), page.url).toBe(page.description);
    expect(tag("og:image:alt"), page.url).not.toBe("");
    expect(tag("twitter:card"), page.url).toBe("summary_large_image");
    expect(tag("twitter:title"), page.url).toBe(page.title);
    expect(tag("twitter:description"), page.url).toBe(page.description);
    expect(tag("twitter:image"), page.url).toBe(tag("og:image"));
    expect(tag("og:image").startsWith(`${origin}/`), page.url).toBe(true);
    images.add(`${tag("og:image")} ${tag("og:image:width")}x${tag("og:image:height")} ${tag("og:image:type")}`);
  }
  expect(all().length).toBeGreaterThan(50);
  expect(images.size).toBeGreaterThanOrEqual(1);
  for (const image of images) {
    const [url = "", size = "", type = ""] = image.split(" ");
    const response = await request.get(url.slice(origin.length));
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toContain(type);
    const png = await response.body();
    // PNG header: width and height are the first two fields of the IHDR chunk.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, url).toBe(size);
    expect(size).toBe("1200x630");
    expect(png.length, `${url} stays small`).toBeLessThan(80 * 1024);
  }
});
