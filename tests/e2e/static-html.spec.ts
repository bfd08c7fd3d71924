import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { builtPageFiles, readBuiltPage } from "./built-pages.ts";
import { closest, find, findAll, is, parseHtml, textContent, type El } from "./html-tree.ts";

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

// One card style (docs/decisions/019-one-card-for-every-list.md, 032-one-card-shorter-pages.md), read
// from every built page's HTML without a browser: every card in <main> is the card primitive
// (app/components/ui/card.tsx: hairline border, white, card radius, soft shadow) with its one padding,
// or a card whose parts pad themselves (an item card's body, a media card's image and body); the card's
// icon, a circle, sits beside its title (a control's icon, as a picture's "view larger", is not the card's).
test.describe("one card style on every page", () => {
  const classesOf = (el: El) => (el.attrs.class ?? "").split(/\s+/).filter(Boolean);
  /** Padding classes at a screen width ("p-4", "sm:p-6"); print-only ones are not the card's look on screen. */
  const paddingOf = (el: El) => classesOf(el).filter((name) => /^(?:(?:sm|md|lg|xl|max-sm|max-md):)?p[xytrbl]?-[\d.]+$/.test(name));
  const looksLikeCard = (el: El) => classesOf(el).includes("rounded-card") && classesOf(el).includes("shadow-card");
  const isCardPrimitive = (el: El) =>
    ["flex", "overflow-hidden", "rounded-card", "border", "border-ink-200", "bg-white", "shadow-card"].every((name) =>
      classesOf(el).includes(name),
    );
  const elementChildren = (el: El) => el.children.filter((child): child is El => typeof child !== "string");
  /** An icon in a tinted circle (IconBadge and its like): a round box holding an icon and no text. */
  const isIconCircle = (el: El) =>
    classesOf(el).includes("rounded-full") && elementChildren(el).some((child) => child.tag === "svg") && textContent(el).trim() === "";
  const isHeading = (el: El) => /^h[2-4]$/.test(el.tag);
  const inControl = (el: El) => closest(el, (at) => at.tag === "a" || at.tag === "button") !== null;
  const titleOf = (card: El) =>
    textContent(findAll(card, (el) => /^h[1-6]$/.test(el.tag))[0] ?? card)
      .trim()
      .slice(0, 60);

  test("every card is the card primitive with its one padding, its icon beside its title", () => {
    const files = builtPageFiles();
    // The English pages: a Hindi twin is the same components with other words (decision 026).
    const urls = [...files.keys()].filter((url) => !/^\/hi(\/|$)/.test(url));
    const failures: string[] = [];
    let cards = 0;
    for (const url of urls) {
      const main = findAll(parseHtml(readBuiltPage(url, files)), (el) => el.tag === "main")[0];
      if (!main) throw new Error(`${url}: no <main>`);
      for (const card of findAll(main, looksLikeCard)) {
        cards++;
        const where = `${url}: "${titleOf(card)}"`;
        if (!isCardPrimitive(card)) {
          failures.push(`${where}: not the card primitive (${card.attrs.class})`);
          continue;
        }
        const padding = paddingOf(card);
        const body = elementChildren(card).at(-1);
        const padsItself = padding.length === 0 && body !== undefined && paddingOf(body).length > 0;
        if (padding.join(" ") !== "p-4 sm:p-6" && !padsItself) failures.push(`${where}: padding "${padding.join(" ")}"`);
        for (const icon of findAll(card, (el) => isIconCircle(el) && !inControl(el))) {
          const row = icon.parent;
          const besideTitle = row !== null && (isHeading(row) || findAll(row, isHeading).length > 0);
          if (!besideTitle) failures.push(`${where}: an icon not beside the card's title`);
        }
      }
    }
    test.info().annotations.push({ type: "cards read", description: `${cards} on ${urls.length} pages` });
    // 98 English pages; the home page alone has more than 30 cards.
    expect(urls.length, "pages read").toBeGreaterThanOrEqual(95);
    expect(cards, "cards read").toBeGreaterThanOrEqual(500);
    expect(failures, failures.join("\n")).toEqual([]);
  });
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
        const title = find(
          find(card, (h) => h.tag === "h2" || h.tag === "h3")!,
          is("a"),
        )!;
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
    expect(first("/hi/health-packages")).toEqual([
      "/hi/package-details/100?from=packages",
      "पूरी जानकारी देखें: बेसिक हेल्थ चेकअप (Basic Health Checkup)",
    ]);
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
