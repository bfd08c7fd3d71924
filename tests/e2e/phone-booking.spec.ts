import { expect, test, type Locator, type Page } from "@playwright/test";
import { scaled } from "#tests/machine-slowness.ts";
import { readBuiltPage } from "./built-pages.ts";
import { expectNoAxeViolations, ISLAND_RENDERER, throttleLikeAPhone } from "./helpers.ts";
import { find, findAll, parseHtml, textContent } from "./html-tree.ts";

// On a phone, booking is one tap away: the bar fixed to the bottom of every page below 1024 px has Call
// and Chat (pre-filled with the item on a test or package page), and a test page's own Book Now is on
// its first screen. Checked on the phone of scripts/phone-profile.mjs (CDP: 4x CPU, slow 4G) at
// 375 × 667, both before the page has hydrated (the islands' React renderer held back) and after, never
// scrolling: the booking message is reached by tapping what the first screen shows.
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });
test.describe.configure({ timeout: scaled(60_000) });

const CHAT = "https://wa.me/**";

/** Loads `url` on the throttled phone with the islands' React renderer held back until `hydrate()` lets it through. */
async function openBeforeHydration(page: Page, url: string): Promise<{ hydrate: () => Promise<void> }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLAND_RENDERER, async (route) => {
    await gate;
    await route.continue();
  });
  await throttleLikeAPhone(page);
  await page.goto(url, { waitUntil: "commit" });
  return {
    async hydrate() {
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      release();
      await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: scaled(30_000) });
    },
  };
}

const bar = (page: Page) => page.getByRole("navigation", { name: "Call, WhatsApp or My tests" });

/** Whole on the first screen: inside the viewport and not under the bar. */
async function expectOnFirstScreen(page: Page, target: Locator, what: string) {
  expect(await page.evaluate(() => window.scrollY), `${what}: the page was not scrolled`).toBe(0);
  const box = (await target.boundingBox())!;
  const barTop = (await bar(page).boundingBox())!.y;
  const isInBar = await target.evaluate((el) => !!el.closest("nav"));
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends above the bar`).toBeLessThanOrEqual(isInBar ? 667 : barTop);
}

/** One tap on a chat link opens the chat with the message in it (the chat app is answered here). */
async function tapChat(page: Page, link: Locator): Promise<string> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.tap()]);
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get("text") ?? "";
  await popup.close();
  return text;
}

async function checkBooking(page: Page, message: string, bookNowOnFirstScreen: boolean) {
  const chat = bar(page).getByRole("link", { name: /^WhatsApp/ });
  const call = bar(page).getByRole("link", { name: /^Call/ });
  await expectOnFirstScreen(page, chat, "the bar's Chat");
  await expectOnFirstScreen(page, call, "the bar's Call");
  await expect(call).toHaveAttribute("href", /^tel:\+?\d{8,}$/);
  expect(await tapChat(page, chat), "one tap on the bar's Chat").toBe(message);
  const book = page.getByRole("main").getByRole("link", { name: /^Book Now/ });
  if (bookNowOnFirstScreen) {
    await expectOnFirstScreen(page, book, "Book Now");
    expect(await tapChat(page, book), "one tap on Book Now").toBe(message);
  }
  expect(await page.evaluate(() => window.scrollY), "no scrolling").toBe(0);
}

/**
 * Once the price card's Book Now and Add to Package have scrolled up out of view, the bar offers them:
 * the item's name and price, Book Now (the same message) and Add to Package (the same list: pressed in
 * the bar, the page's own button shows it added). Back at the top, the bar is Call, Chat and My Package
 * again, with the item counted, and never both at once (docs/decisions/030-the-bar-books-the-page.md).
 */
async function checkItemBar(page: Page, { name, price, message }: { name: string; price: string; message: string }) {
  const defaultLinks = [/^Call/, /^WhatsApp/, /^My tests/];
  await expect(bar(page).getByRole("link")).toHaveText(defaultLinks);
  await expect(bar(page).getByRole("button")).toHaveCount(0);
  const card = page.getByRole("complementary", { name: "Price and booking" });
  await card.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().bottom));
  await expect(bar(page).getByTestId("bar-item")).toHaveText(new RegExp(`^${name}${price}Book Now`));
  const book = bar(page).getByRole("link", { name: /^Book Now/ });
  await expect(bar(page).getByRole("link")).toHaveCount(1);
  await expect(book).toBeInViewport({ ratio: 1 });
  expect(await tapChat(page, book), "the bar's Book Now").toBe(message);
  const add = bar(page).getByRole("button", { name: new RegExp(`^Add to My tests\\s*: ${name}$`) });
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await add.tap();
  await expect(bar(page).getByRole("button", { name: new RegExp(`^Added\\s*: ${name}$`) })).toHaveAttribute("aria-pressed", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar(page).getByRole("link")).toHaveText(defaultLinks);
  await expect(page.getByRole("main").getByRole("button", { name: new RegExp(`^Added\\s*: ${name}$`) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(bar(page).getByTestId("bar-package-summary")).toHaveText(`1 item · ${price}`);
}

// A test without a safety notice shows its Book Now on the first screen; one with a notice keeps the
// notice above the booking (docs/content-review.md, rule 1), and the bar's Chat books it all the same.
// The messages are written out by hand: each test's name and price as content/catalogue.ts gives
// them, in the chat's words; the CBC carries the fever notice (its entry's `notices`), the lipid profile none.
// Once hydrated, the lipid profile's page is scrolled past its price card: the bar then books it.
for (const { id, message, safetyNotice } of [
  { id: "2", message: "Hello, I'd like to book Lipid Profile (₹450). Please help me with the next steps.", safetyNotice: false },
  {
    id: "1",
    message: "Hello, I'd like to book Complete Blood Count (CBC) (₹299). Please help me with the next steps.",
    safetyNotice: true,
  },
]) {
  const bookNowOnFirstScreen = !safetyNotice;
  test(`/test-details/${id}: the booking message in one tap without scrolling, before and after hydration; the bar once the price card has gone`, async ({
    page,
    context,
  }) => {
    await context.route(CHAT, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Chat</title>" }));

    const early = await openBeforeHydration(page, `/test-details/${id}`);
    await expect(bar(page)).toBeVisible({ timeout: scaled(30_000) });
    await expect(page.getByRole("complementary", { name: "Safety advice" }), "the test's safety notice").toHaveCount(safetyNotice ? 1 : 0);
    await checkBooking(page, message, bookNowOnFirstScreen);

    await early.hydrate();
    await checkBooking(page, message, bookNowOnFirstScreen);
    // The price card below the safety notice is not yet reached: the bar does not offer Book Now.
    if (safetyNotice) await expect(bar(page).getByTestId("bar-item")).toHaveCount(0);
    else await checkItemBar(page, { name: "Lipid Profile", price: "₹450", message });
  });
}

test("a package page hands the bar its item, and My Package's bar is Call, the total and Book on WhatsApp, as plain links before hydration, in both languages", () => {
  // No browser: the pre-rendered HTML. The package page's bar island carries the package it books
  // (content/en/packages/100.json, its Hindi words content/hi/packages/100.json); My Package's bar opens
  // the chat in a new tab before the list is known.
  for (const { locale, barLabel, item, links, total } of [
    {
      locale: "",
      barLabel: "Call, WhatsApp or My tests",
      item: {
        name: "Basic Health Checkup",
        chatMessage: "Hello, I'd like to book Basic Health Checkup (₹1,499). Please help me with the next steps.",
      },
      links: ["Call +91 98765 43210", "Book on WhatsApp (opens in a new tab)"],
      total: "Total",
    },
    {
      locale: "/hi",
      barLabel: "कॉल, व्हाट्सऐप या मेरे टेस्ट",
      item: {
        name: "बेसिक हेल्थ चेकअप (Basic Health Checkup)",
        chatMessage: "नमस्ते, मुझे बेसिक हेल्थ चेकअप (Basic Health Checkup) (₹1,499) बुक करना है। कृपया आगे की प्रक्रिया में मेरी मदद करें।",
      },
      links: ["कॉल +91 98765 43210", "व्हाट्सऐप पर बुक करें (नए टैब में खुलता है)"],
      total: "कुल",
    },
  ]) {
    const packageBar = barIslandOf(readBuiltPage(`${locale}/package-details/100`), barLabel);
    expect(packageBar.props, locale).toContain(
      JSON.stringify({ id: [0, "100"], name: [0, item.name], price: [0, 1499], chatMessage: [0, item.chatMessage] }),
    );
    const myPackageBar = barIslandOf(readBuiltPage(`${locale}/my-package`), barLabel);
    const anchors = findAll(myPackageBar.island, (el) => el.tag === "a");
    expect(
      anchors.map((a) => textContent(a)),
      locale,
    ).toEqual(links);
    expect(anchors[1]!.attrs, locale).toMatchObject({ href: "https://wa.me/919876543210", target: "_blank" });
    expect(textContent(find(myPackageBar.island, (el) => el.attrs["data-testid"] === "bar-total")!), locale).toBe(total);
  }
});

/** The phone bar's island in a page's HTML (the bar named `label`), with its serialized props. */
function barIslandOf(html: string, label: string) {
  const island = findAll(parseHtml(html), (el) => el.tag === "astro-island").find((el) =>
    find(el, (child) => child.tag === "nav" && child.attrs["aria-label"] === label),
  );
  expect(island, "the phone bar's island").toBeDefined();
  return { island: island!, props: island!.attrs.props ?? "" };
}

test("the bar shows the count and total after hydration without moving, and never covers the footer", async ({ page, context }) => {
  await context.addInitScript((items) => localStorage.setItem("my-package", JSON.stringify({ v: 1, items })), ["2", "100"]);
  const early = await openBeforeHydration(page, "/about");
  const summary = bar(page).getByTestId("bar-package-summary");
  await expect(bar(page)).toBeVisible({ timeout: scaled(30_000) });
  const before = { bar: (await bar(page).boundingBox())!, summary: (await summary.boundingBox())! };
  await expect(summary).toHaveText("");
  // Before hydration the link is a plain link to the page.
  await expect(bar(page).getByRole("link", { name: /^My tests/ })).toHaveAttribute("href", "/my-package");

  await early.hydrate();
  // The Lipid Profile (₹450) and the Basic Health Checkup (₹1,499), content/catalogue.ts.
  await expect(summary).toHaveText("2 items · ₹1,949");
  // Any other page: Call, Chat and My Package.
  await expect(bar(page).getByRole("link")).toHaveText([/^Call/, /^WhatsApp/, /^My tests/]);
  expect((await bar(page).boundingBox())!, "the bar does not move").toEqual(before.bar);
  expect((await summary.boundingBox())!.height, "the count's line keeps its height").toBe(before.summary.height);

  // The page keeps the bar's height free: at the very bottom, the footer's last line is above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
  const lastLine = page.locator("footer p").last();
  await expect(lastLine).toBeVisible();
  const line = (await lastLine.boundingBox())!;
  const barTop = (await bar(page).boundingBox())!.y;
  expect(line.y + line.height, "the footer's last line ends above the bar").toBeLessThanOrEqual(barTop);
  await expectNoAxeViolations(page);
});
