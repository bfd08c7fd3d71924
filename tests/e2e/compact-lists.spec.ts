import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

/**
 * Long lists on a phone are compact rows of the one item card (docs/decisions/022-compact-rows-on-phones.md):
 * at 375 × 667 ten items take at most three screens of scrolling, and every row still shows what a patient
 * decides on, with Book Now and Add to Package big enough to tap. From 640 px the card is the regular one.
 */
const PHONE = { width: 375, height: 667 };
const MAX_SCREENS_PER_TEN_ITEMS = 3;

/** The cards of a page's lists: every list item in the main content that books something. */
const itemCards = (scope: Page | Locator) => {
  const page = "goto" in scope ? scope : scope.page();
  const items = "goto" in scope ? scope.locator("main li") : scope.locator("li");
  return items.filter({ has: page.getByRole("link", { name: /^Book Now/ }) });
};

/** The page hydrated, its lists shown: a deep link's results come with the search index after hydration. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Screens of scrolling per ten items: from the first card's top to the last card's bottom, over the screen's height. */
async function screensPerTenItems(cards: Locator): Promise<{ items: number; height: number; screens: number }> {
  const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  const height = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
  return { items: boxes.length, height, screens: height / PHONE.height / (boxes.length / 10) };
}

test.describe("long lists on a phone", () => {
  test.use({ viewport: PHONE });

  // The longest lists, each with enough items for the average to mean something.
  for (const { url, minItems } of [
    { url: "/find-test", minItems: 10 },
    { url: "/find-test?size=50", minItems: 40 },
  ]) {
    test(`${url}: ten items take at most ${MAX_SCREENS_PER_TEN_ITEMS} screens`, async ({ page }) => {
      await open(page, url);
      const { items, height, screens } = await screensPerTenItems(itemCards(page));
      expect(items, "enough items to measure").toBeGreaterThanOrEqual(minItems);
      expect(screens, `${items} items in ${Math.round(height)} px`).toBeLessThanOrEqual(MAX_SCREENS_PER_TEN_ITEMS);
    });
  }

  test("a compact row shows the decision and two actions a finger can hit", async ({ page }) => {
    await open(page, "/find-test?q=lipid%20profile");
    const card = itemCards(page).filter({ has: page.getByRole("heading", { name: "Lipid Profile", exact: true }) });
    // Written out by hand: the lipid profile's price, report time, fast and where it is done; the medicine
    // warning every fast carries is its list's, said once above the cards (docs/content-review.md, rule 5).
    for (const text of ["₹450", "24 hours", "Fasting:", "12 hours", "Free home collection"]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card).not.toContainText("insulin");
    const warning = page.locator("main [data-list-notices] [data-safety=fasting]");
    await expect(warning).toHaveCount(1);
    // Every result of "lipid profile" fasts: the lipid profile and the packages that hold it.
    await expect(warning).toHaveText(
      "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast. For every test and package below.",
    );
    await expect(warning).toBeVisible();
    for (const action of [card.getByRole("link", { name: /^Book Now/ }), card.getByRole("button", { name: /^Add to My tests/ })]) {
      const box = (await action.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height, "as tall as every card's actions").toBeGreaterThanOrEqual(36);
    }
    // The report time and the fast share a line.
    const [report, fast] = await Promise.all([card.getByText("Report:").boundingBox(), card.getByText("Fasting:").boundingBox()]);
    expect(Math.abs(report!.y - fast!.y), "report and fast on one line").toBeLessThan(4);
  });

  test("the home page's popular row stays one row of compact cards", async ({ page }) => {
    await open(page, "/");
    const cards = page.getByRole("list", { name: "Common tests and packages" }).getByRole("listitem");
    const heights = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(heights).toHaveLength(8); // four tests, four packages (popularOnHome)
    // One card's height, a compact one: about a third of the screen.
    expect(Math.max(...heights)).toBeLessThanOrEqual(PHONE.height * 0.45);
  });
});

test.describe("home care and the centres on a phone", () => {
  test.use({ viewport: PHONE });

  // Held to what they measure now (docs/decisions/022-compact-rows-on-phones.md): denser than before,
  // not yet three screens a ten (each keeps what it says: a service its checks and limits, a centre its
  // address, hours and phone). The home services were 4.4 screens a ten until the third clinical review
  // gave the X-ray cards their radiation advice (pregnancy, who stays in the room) and the price notes
  // their home-visit charge: 5.2 with their points run on, none of it left out.
  for (const { url, cards, maxScreens } of [
    {
      url: "/home-care",
      cards: (page: Page) => itemCards(page.getByRole("region", { name: "Home Diagnostic Services" })),
      maxScreens: 5.25,
    },
    { url: "/locations", cards: (page: Page) => page.getByTestId("centre-card"), maxScreens: 4.3 },
  ]) {
    test(`${url}: ten items take at most ${maxScreens} screens`, async ({ page }) => {
      await open(page, url);
      const { items, height, screens } = await screensPerTenItems(cards(page));
      expect(items, "enough items to measure").toBeGreaterThanOrEqual(8);
      expect(screens, `${items} items in ${Math.round(height)} px`).toBeLessThanOrEqual(maxScreens);
    });
  }

  test("the home page's popular cards keep Book Now and Add to Package side by side", async ({ page }) => {
    await open(page, "/");
    const card = page.getByRole("list", { name: "Common tests and packages" }).getByRole("listitem").first();
    const [book, add] = await Promise.all([
      card.getByRole("link", { name: /^Book Now/ }).boundingBox(),
      card.getByRole("button", { name: /^Add to My tests/ }).boundingBox(),
    ]);
    expect(Math.abs(book!.y - add!.y), "one row").toBeLessThan(2);
  });
});

/**
 * The A–Z's letter bar (docs/decisions/060-one-page-a-to-z.md): a letter near the end of the list, once
 * tapped, shows its heading just under the bar, which stays stuck under the header; J (no name starts
 * with it, in English) is shown but is no link.
 */
async function expectStickyLetterBar(page: Page, url: string) {
  const bar = page.getByRole("navigation", { name: url.startsWith("/hi") ? "अक्षर पर जाएँ" : "Jump to a letter" });
  const header = page.locator("header").first();
  await bar.getByRole("link", { name: "V", exact: true }).click();
  const heading = page.getByRole("heading", { level: 2, name: "V", exact: true });
  await expect(heading).toBeInViewport();
  const [barBox, headerBox, headingBox] = await Promise.all([bar.boundingBox(), header.boundingBox(), heading.boundingBox()]);
  expect(Math.abs(barBox!.y - (headerBox!.y + headerBox!.height)), `${url}: the bar stuck under the header`).toBeLessThanOrEqual(1);
  expect(headingBox!.y, `${url}: the heading below the bar`).toBeGreaterThanOrEqual(barBox!.y + barBox!.height);
  if (!url.startsWith("/hi")) {
    await expect(bar.getByText("J", { exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "J", exact: true })).toHaveCount(0);
  }
  // Every letter a target of at least 44 px.
  const link = (await bar.getByRole("link").first().boundingBox())!;
  expect(Math.min(link.width, link.height)).toBeGreaterThanOrEqual(44);
}

/** The width a box's placeholder needs in its own font, and the room the box gives it. */
async function placeholderFit(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, needs: Math.ceil(context.measureText(input.placeholder).width), room: Math.floor(room) };
  });
}

for (const width of [320, 375, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the search boxes show their whole placeholder, and keep their label", async ({ page }) => {
      for (const { url, box } of [
        { url: "/find-test", box: (p: Page) => p.getByRole("searchbox", { name: "Search" }) },
        { url: "/", box: (p: Page) => p.getByRole("combobox", { name: /search/i }) },
      ]) {
        await open(page, url);
        const { text, needs, room } = await placeholderFit(box(page));
        expect(needs, `${url}: "${text}" in ${room} px`).toBeLessThanOrEqual(room);
      }
    });

    test("no page scrolls sideways, with three items in My Package", async ({ page }) => {
      await open(page, "/");
      await page.evaluate(() => localStorage.setItem("my-package", JSON.stringify({ v: 1, items: ["2", "1", "100"] })));
      // The A–Z index's ranges are the longest lines of text, Hindi's the longest of them.
      for (const url of ["/", "/find-test", "/my-package", "/all-tests", "/hi/all-tests"]) {
        await open(page, url);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll, url).toBeLessThanOrEqual(client);
        if (url.endsWith("all-tests")) await expectStickyLetterBar(page, url);
      }
    });
  });
}

test.describe("from 640 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the list keeps the regular card: one fact to a line", async ({ page }) => {
    await open(page, "/find-test?q=lipid%20profile");
    const card = itemCards(page).filter({ has: page.getByRole("heading", { name: "Lipid Profile", exact: true }) });
    const [report, fast, place] = await Promise.all([
      card.getByText("Report:").boundingBox(),
      card.getByText("Fasting:").boundingBox(),
      card.getByText("Free home collection").boundingBox(),
    ]);
    expect(fast!.y).toBeGreaterThan(report!.y + report!.height - 1);
    expect(place!.y).toBeGreaterThan(fast!.y + fast!.height - 1);
  });

  test("a department test's Sample and Preparation stand in two columns, each value beside its term", async ({ page }) => {
    await open(page, "/services/pathology/blood-tests");
    const card = itemCards(page).filter({ has: page.getByRole("heading", { name: "Lipid Profile", exact: true }) });
    const terms = card.locator("dl").last().locator("dt");
    const values = card.locator("dl").last().locator("dd");
    await expect(terms).toHaveCount(2);
    for (const i of [0, 1]) {
      const [term, value] = await Promise.all([terms.nth(i).boundingBox(), values.nth(i).boundingBox()]);
      expect(Math.abs(term!.y - value!.y), "the value on its term's line").toBeLessThan(2);
      expect(value!.x, "the value right of its term").toBeGreaterThan(term!.x + term!.width - 1);
    }
  });
});
