import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

test.describe("desktop navigation (≥1024px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Services opens on hover and closes 200 ms after the pointer leaves, on the page's clock", async ({ page }) => {
    // The page's timers run on Playwright's clock, so the delay is measured, not waited for in real time
    // (a real wait passes for almost any delay); app/components/layout/desktop-nav.test.tsx times it too.
    await page.clock.install();
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const ecg = nav.getByRole("link", { name: "ECG", exact: true });
    await expect(ecg).toBeVisible();
    // Moving into the panel keeps it open: a second on the clock, which then stops until the test moves it.
    await ecg.hover();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(ecg).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.runFor(199);
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(1);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(ecg).toBeHidden();
  });

  test("keyboard opens with Enter, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const connect = nav.getByRole("button", { name: "Connect" });
    await connect.focus();
    await page.keyboard.press("Enter");
    await expect(connect).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(connect).toHaveAttribute("aria-expanded", "false");
    await expect(connect).toBeFocused();
  });

  test("the active item is marked with aria-current", async ({ page }) => {
    await page.goto("/find-test");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Find a Test" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a skip link moves to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the support strip shows the phone as a tel: link", async ({ page }) => {
    await page.goto("/");
    const tel = page.getByRole("banner").locator('a[href^="tel:"]').first();
    await expect(tel).toBeVisible();
  });
});

test.describe("mobile navigation (<1024px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens an accordion list", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    const services = nav.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Sleep Studies" }).click();
    await expect(page).toHaveURL(/\/services\/neurology\/sleep-studies$/);
    // Navigating closes the menu.
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Connect expands to Contact Us", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Connect" }).click();
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

/**
 * The desktop bar as the page lays it out: each top-level entry's label with the number of lines its
 * text takes, and what overflows. A row of the header (the strip, the bar) overflows when its parts'
 * contents (text included, however their boxes shrink) run past the row's padding or into each other;
 * the page and the header, when they scroll sideways.
 */
async function desktopBar(page: Page) {
  return page.evaluate(() => {
    /** Whether an element is drawn clipped away (a screen reader's text, `sr-only`), up to `part`. */
    const clipped = (el: Element, part: Element) => {
      for (let at: Element | null = el; at && at !== part.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip !== "auto" || style.clipPath !== "none") return true;
      }
      return false;
    };
    /** Where a part of a row is drawn, left to right: its shown boxes and text, however its own box shrank. */
    const extent = (part: Element) => {
      let left = Infinity;
      let right = -Infinity;
      const add = (box: DOMRect) => {
        if (box.width === 0) return;
        left = Math.min(left, box.left);
        right = Math.max(right, box.right);
      };
      for (const el of [part, ...part.querySelectorAll("*")])
        if (el.checkVisibility() && !clipped(el, part)) add(el.getBoundingClientRect());
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        if (!text.textContent?.trim() || !parent.checkVisibility() || clipped(parent, part)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const box of range.getClientRects()) add(box);
      }
      return { left, right };
    };
    /** The lines a label's text takes: the distinct tops of its text's line boxes. */
    const lines = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top / 4));
      }
      return tops.size;
    };
    const header = document.querySelector("body > header")!;
    const nav = [...header.querySelectorAll("nav")].find((el) => el.checkVisibility())!;
    const labels = [...nav.querySelectorAll(":scope > ul > li > :is(a, button)")].map((el) => [el.textContent.trim(), lines(el)]);
    const overflow: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      overflow.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    if (header.scrollWidth > header.clientWidth) overflow.push(`the header scrolls: ${header.scrollWidth} px`);
    for (const row of header.querySelectorAll(".container-page")) {
      const style = getComputedStyle(row);
      const box = row.getBoundingClientRect();
      let left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      for (const part of row.children) {
        const content = extent(part);
        if (content.right === -Infinity) continue; // not shown at this width
        const name = (part.textContent ?? "").trim().slice(0, 24);
        if (content.left < left - 0.5) overflow.push(`"${name}" starts at ${content.left}, before ${left}`);
        if (content.right > right + 0.5) overflow.push(`"${name}" ends at ${content.right}, past ${right}`);
        left = content.right;
      }
    }
    return { labels, overflow };
  });
}

/** The fonts that drew an element's text (CDP), as "family, PostScript name, web or system". */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}, ${font.postScriptName}, ${font.isCustomFont ? "web" : "system"}`);
}

// From 1024 px the header's six entries keep one line each, in both languages, at the widths people use
// (1024, 1280, 1440), in this machine's fonts and in a wide one (DejaVu Sans: a Linux without the Noto
// fonts), and nothing in the header overflows. The same loads check the Devanagari font
// (docs/decisions/033-devanagari-web-font.md): the site's Noto Sans Devanagari draws it, and a page loads
// only the font files for what it shows: an English page the switch's few glyphs, a Hindi page a face for each weight it shows.
const bars = [
  {
    url: "/",
    labels: ["Home", "About Us", "Services", "Find a Test", "Health Packages", "Connect"],
    fontFiles: [/^\/assets\/language-switch-600\.[\w-]+\.woff2$/],
  },
  {
    url: "/hi",
    labels: ["होम", "हमारे बारे में", "सेवाएँ", "टेस्ट खोजें", "हेल्थ पैकेज", "संपर्क"],
    // Its text in all four weights: regular text, medium, semibold labels and bold headings.
    fontFiles: [400, 500, 600, 700].map((weight) => new RegExp(`^/assets/devanagari-${weight}\\.[\\w-]+\\.woff2$`)),
  },
];

for (const { url, labels, fontFiles } of bars) {
  test(`${url}: the header's labels on one line from 1024 px and nothing overflows; its Devanagari in the site's font, and only the font files it shows`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(url);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const oneLineEach = { labels: labels.map((label) => [label, 1]), overflow: [] };
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await desktopBar(page), `${width} px`).toEqual(oneLineEach);
    }

    expect(fonts.sort(), "the font files the page loaded").toHaveLength(fontFiles.length);
    fontFiles.forEach((file, i) => expect(fonts[i]).toMatch(file));
    // Every Devanagari letter from the site's files ("web"), none from a font of this machine ("system").
    const devanagari = (drawn: string[]) => drawn.filter((font) => font.includes("Devanagari"));
    if (url === "/") {
      expect(await fontsOf(page, "body > header a[data-keep-query]"), "the switch's हिन्दी").toEqual([
        "Noto Sans Devanagari SemiBold, NotoSansDevanagari-SemiBold, web",
      ]);
    } else {
      // A face for each weight of the Latin text, each 108% of its size (docs/decisions/063-hindi-type.md),
      // and the bold heading in the bold face, as its Latin is.
      const faces = await page.evaluate(() =>
        // `sizeAdjust` is Chromium's, not yet in TypeScript's DOM types.
        [...document.fonts]
          .filter((face) => face.family.includes("Site Devanagari"))
          .map((face) => `${face.weight} ${(face as FontFace & { sizeAdjust: string }).sizeAdjust}`),
      );
      expect(faces).toEqual(["100 449 108%", "450 549 108%", "550 649 108%", "650 900 108%"]);
      expect(devanagari(await fontsOf(page, "main h1")), "the heading").toEqual(["Noto Sans Devanagari, NotoSansDevanagari-Bold, web"]);
      expect(devanagari(await fontsOf(page, "main h1 ~ p")), "the lead under it").toEqual([
        "Noto Sans Devanagari, NotoSansDevanagari-Regular, web",
      ]);
    }

    // A wide font: DejaVu Sans for every letter it has (a Linux without the Noto fonts).
    await page.addStyleTag({ content: '* { font-family: "DejaVu Sans", sans-serif !important; }' });
    const brandName = "body > header .container-page > a:first-child > span";
    expect(await fontsOf(page, brandName), "DejaVu Sans is installed (fonts-dejavu-core)").toEqual([
      "DejaVu Sans, DejaVuSans-Bold, system",
    ]);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await desktopBar(page), `${width} px in DejaVu Sans`).toEqual(oneLineEach);
    }
  });
}
