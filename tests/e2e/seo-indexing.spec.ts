import { expect, test } from "@playwright/test";
import { samePageIn } from "#app/domain/locale-paths.ts";
import { personalUrls } from "#app/site-urls.ts";
import { canonicalPages, EVERY_PAGE_ALLOWANCE_MS, origin, pages, readPage } from "./seo-pages.ts";

// Findability (./seo-pages.ts): what is indexed. sitemap.xml and robots.txt, a personal page kept out,
// an unknown URL's 404.

test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

test("sitemap.xml lists exactly the canonical pages, in both languages, and robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locs.length).toBeGreaterThan(100); // the 41 test and package pages alone, twice
  expect(new Set(locs).size).toBe(locs.length);
  const english = canonicalPages().map((page) => page.canonicals[0]!);
  const hindi = english.map((url) => `${origin}${samePageIn(new URL(url).pathname, "hi")}`);
  expect([...locs].sort()).toEqual([...english, ...hindi].sort());
  // Each page's entry names both languages and x-default (decision 026), as the page's own <head> does.
  for (const [url, twin] of english.map((url, index) => [url, hindi[index]!]))
    for (const loc of [url, twin])
      expect(xml, loc).toContain(
        `<loc>${loc}</loc>\n    <xhtml:link rel="alternate" hreflang="en-IN" href="${url}"/>\n    <xhtml:link rel="alternate" hreflang="hi-IN" href="${twin}"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url}"/>`,
      );
  expect(locs.some((loc) => loc.includes("/facilities/"))).toBe(false);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const txt = await robots.text();
  expect(txt).toMatch(/^User-agent: \*$/m);
  expect(txt).not.toMatch(/^Disallow: \/\s*$/m);
  expect(txt).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.+]/g, "\\$&")}/sitemap\\.xml$`, "m"));
});

test("a personal page is pre-rendered but noindex, with no canonical link, share tags, JSON-LD or sitemap entry", async ({ request }) => {
  // Its 200 and its served HTML: the first test of seo-head-tags.spec.ts.
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(personalUrls()).toEqual(["/my-package"]);
  for (const url of personalUrls()) {
    const page = pages().get(url)!;
    expect(page.h1, url).not.toBe("");
    expect(page.robots, url).toBe("noindex");
    expect(page.canonicals, url).toEqual([]);
    expect(page.tags.has("og:url"), url).toBe(false);
    expect(page.jsonLd, url).toEqual([]);
    expect(xml, url).not.toContain(`${origin}${url}<`);
  }
});

test("an unknown URL answers 404 with a noindex page and no canonical link", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const page = readPage("/no-such-page", await response.text());
  expect(page.title).toMatch(/Page Not Found/);
  expect(page.robots).toBe("noindex");
  expect(page.canonicals).toEqual([]);
  expect(page.tags.has("og:url")).toBe(false);
  expect(page.jsonLd).toEqual([]);
});
