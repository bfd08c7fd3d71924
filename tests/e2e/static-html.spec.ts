import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { builtPageFiles, readBuiltPage } from "./built-pages";
import { find, findAll, is, parseHtml, textContent, type El } from "./html-tree";

// What a crawler or a browser with JavaScript off receives: the pre-rendered HTML itself.
const pages = [
  { url: "/", text: "NABL" },
  { url: "/about", text: "Our Core Values" },
  { url: "/privacy-policy", text: "Last updated: 14-09-2025" },
  { url: "/terms-of-service", text: "Last updated: 14-09-2025" },
  { url: "/disclaimer", text: "Last updated: September 13, 2025" },
];

for (const { url, text } of pages) {
  test(`${url} has its main content in the raw HTML`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
    expect(main).toContain(text);
    expect(main).toMatch(/<h1[^>]*>/);
    // Navigation is crawlable: real links, not script-only buttons.
    expect(html).toContain('href="/find-test"');
    expect(html).toContain('href="/services/cardiology/ecg"');
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the about page reads fully", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accreditations" })).toBeVisible();
    await expect(page.getByText("CAP", { exact: true })).toBeVisible();
  });
  test("an unknown URL still says it was not found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test("the terms link to the privacy policy", async ({ page }) => {
  await page.goto("/terms-of-service");
  await page.getByRole("main").getByRole("link", { name: "/privacy-policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

// Read from the build's files, without a browser.
test.describe("the pre-rendered pages, from the build's files", () => {
  const squash = (el: El) => textContent(el).replace(/\s+/g, " ").trim();

  // docs/behaviour.md#health-packages: every package card links its name and "View Details" to the
  // package's page, with ?from=packages for the way back, in both languages.
  const lists = [
    { url: "/health-packages", cards: 16, label: "View Details" },
    { url: "/health-packages/full-body", cards: 4, label: "View Details" },
    { url: "/health-packages/women-health", cards: 8, label: "View Details" },
    { url: "/health-packages/allergy", cards: 5, label: "View Details" },
    { url: "/health-packages/specialty", cards: 8, label: "View Details" },
    { url: "/hi/health-packages", cards: 16, label: "पूरी जानकारी देखें" },
    { url: "/hi/health-packages/full-body", cards: 4, label: "पूरी जानकारी देखें" },
    { url: "/hi/health-packages/women-health", cards: 8, label: "पूरी जानकारी देखें" },
    { url: "/hi/health-packages/allergy", cards: 5, label: "पूरी जानकारी देखें" },
    { url: "/hi/health-packages/specialty", cards: 8, label: "पूरी जानकारी देखें" },
  ];
  test("every package card has View Details, to the page its name links to, named with the package", () => {
    const files = builtPageFiles();
    for (const { url, cards, label } of lists) {
      const main = find(parseHtml(readBuiltPage(url, files)), is("main"))!;
      const cardsOfPage = findAll(main, (el) => el.tag === "li" && find(el, (h) => h.tag === "h2" || h.tag === "h3") !== null);
      expect(cardsOfPage, url).toHaveLength(cards);
      for (const card of cardsOfPage) {
        const title = find(find(card, (h) => h.tag === "h2" || h.tag === "h3")!, is("a"))!;
        const details = findAll(card, (el) => el.tag === "a" && squash(el).startsWith(`${label}:`));
        expect(details, `${url}: ${squash(title)}`).toHaveLength(1);
        expect(details[0]!.attrs.href, `${url}: ${squash(title)}`).toBe(title.attrs.href);
        expect(squash(details[0]!)).toBe(`${label}: ${squash(title)}`);
      }
    }
    const first = (url: string) => {
      const main = find(parseHtml(readBuiltPage(url, files)), is("main"))!;
      const link = findAll(main, (el) => el.tag === "a" && /^(View Details|पूरी जानकारी देखें):/.test(squash(el)))[0]!;
      return [link.attrs.href, squash(link)];
    };
    expect(first("/health-packages")).toEqual(["/package-details/100?from=packages", "View Details: Basic Health Checkup"]);
    expect(first("/hi/health-packages")).toEqual(["/hi/package-details/100?from=packages", "पूरी जानकारी देखें: बेसिक हेल्थ चेकअप (Basic Health Checkup)"]);
  });

  test("the footer's copyright year is the year the pages were built in (India time)", () => {
    const files = builtPageFiles();
    for (const [url, rights] of [
      ["/", "All rights reserved."],
      ["/hi", "सर्वाधिकार सुरक्षित।"],
    ]) {
      const built = statSync(files.get(url!)!).mtime;
      const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Kolkata" }).format(built));
      expect(year, "the build's year").toBeGreaterThanOrEqual(2026);
      const footer = squash(find(parseHtml(readBuiltPage(url!, files)), is("footer"))!);
      expect(footer, url).toContain(`© ${year} Health+ Diagnostics. ${rights}`);
    }
  });
});

