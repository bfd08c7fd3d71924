import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { claimSentences } from "~/content/claims";
import { healthPackageCategories } from "~/content/health-package-categories";
import { hero, popularOnHome } from "~/content/home";
import { inBatches } from "../deploy-cases";
import { allowanceFor, expectNoAxeViolations, waitForHydration } from "./helpers";

const CHAT = "https://wa.me/919876543210";

/**
 * Every link in <main> leads somewhere real: internal pages answer 200 and #targets exist. The home
 * page links most of the site, so the pages are requested a few at a time, and the test's allowance
 * grows with the number of links.
 */
async function expectLinksReal(page: Page, request: APIRequestContext) {
  const links = await page.locator("main a[href]").evaluateAll((as) =>
    as.map((a) => ({ href: a.getAttribute("href") ?? "", target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
  );
  expect(links.length).toBeGreaterThan(0);
  const unique = [...new Map(links.map((l) => [l.href, l])).values()];
  test.setTimeout(allowanceFor(unique.length, 500));
  await inBatches(unique, async (link) => {
    if (link.href.startsWith("/")) {
      const [path, hash] = link.href.split("#");
      const response = await request.get(path || "/");
      expect(response.status(), link.href).toBe(200);
      if (hash) expect(await response.text(), `${link.href} target`).toContain(`id="${hash}"`);
    } else if (/^https?:/.test(link.href)) {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel, link.href).toContain("noopener");
      expect(link.href.startsWith(CHAT) || link.href.startsWith("https://www.google.com/maps/search/"), link.href).toBe(true);
    } else {
      expect(link.href, "tel: or mailto:").toMatch(/^(tel:(\+\d{10,}|112)|mailto:\S+@\S+)$/);
    }
  });
}

test.describe("home page", () => {
  test("hero, search, badge, sections and no axe violations", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab tests and scans, with samples collected from your home");
    await expect(page.getByText("1500+ tests", { exact: true })).toBeVisible();
    await expect(page.getByText(hero.accreditationNote)).toBeVisible();
    await expect(page.locator("#search").getByRole("searchbox").or(page.locator("#search").getByRole("combobox"))).toBeVisible();
    const packages = page.locator("#packages");
    for (const [id, title] of [
      ["full-body", "Full Body Checkups"],
      ["women-health", "Women Health Checkups"],
      ["allergy", "Allergy Test Packages"],
      ["specialty", "Specialty Profiles"],
    ]) {
      await expect(packages.getByRole("link", { name: title })).toHaveAttribute("href", `/health-packages/${id}`);
    }
    await expect(packages.getByRole("link", { name: "View all health packages" })).toHaveAttribute("href", "/health-packages");
    for (const slug of ["pathology", "radiology", "cardiology", "neurology"]) {
      await expect(page.locator(`main a[href="/services/${slug}"]`)).toHaveCount(1);
    }
    // The commitments: each figure with its short title, a measured one with its source beside it; what
    // each means in the disclosure under them.
    const commitments = page.getByRole("region", { name: "Commitments we measure ourselves by" });
    for (const title of ["Home services within 3 hours", "Reports within 6 hours", "7-level quality checks", "Free home sample pickup", "24/7 support line"]) {
      await expect(commitments.getByText(title, { exact: true }).first()).toBeVisible();
    }
    await expect(commitments.getByText("(internal data, Apr–Sep 2025)", { exact: true })).toHaveCount(2);
    await commitments.getByText("More about these commitments").click();
    await expect(page.getByText(claimSentences.homeVisits)).toBeVisible();
    await expect(page.getByText(claimSentences.reports)).toBeVisible();
    await expect(page.getByText(/Rated\s+4\.8\/5\s+from 2,500\+ ratings \(post-visit ratings, internal data/)).toBeVisible();
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  test("Upload Prescription opens the chat asking to share a prescription, and says so", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const upload = page.getByRole("link", { name: /Upload Prescription/ });
    const href = (await upload.getAttribute("href")) ?? "";
    expect(href.startsWith(`${CHAT}?text=`)).toBe(true);
    expect(new URL(href).searchParams.get("text")).toMatch(/prescription/i);
    await expect(upload).toHaveAttribute("target", "_blank");
    await expect(upload).toHaveAccessibleDescription(/attach the photo of your prescription in the chat/);
  });

  test("only the hero image loads eagerly; every image has a size", async ({ page }) => {
    await page.goto("/");
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        loading: img.getAttribute("loading"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.width && img.height, `${img.src} has width and height`).toBeTruthy();
      if (img.src === "/images/home/hero.svg") expect(img.loading).toBeNull();
      else expect(img.loading, `${img.src} is lazy`).toBe("lazy");
    }
  });

  test("every call to action on the page leads somewhere real", async ({ page, request }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectLinksReal(page, request);
    const bookNow = page.getByRole("link", { name: /Book Now\s*: Pet X-Ray/ });
    const text = new URL((await bookNow.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toContain("Pet X-Ray");
    expect(text).toContain("₹999 – ₹1,200"); // pet limb ₹999 to pet chest ₹1,200 (content/en/department-tests/)
  });
});

test.describe("home page lists", () => {
  /**
   * The popular row as a patient reads it, written out by hand: names and prices from
   * app/content/catalogue.ts; report time and fast from app/content/test-facts.ts (a package's report
   * is its slowest test's, its fast its longest: vitamin B12 and folate take 24-48 hours, the lipid
   * profile asks 12 hours, folate 8). Never derived with the site's code.
   */
  const POPULAR = [
    { id: 1, kind: "test", name: "Complete Blood Count (CBC)", price: "₹299", report: "6 hours", fast: null },
    { id: 10, kind: "test", name: "Thyroid Function Test", price: "₹650", report: "24 hours", fast: null },
    { id: 11, kind: "test", name: "HbA1c", price: "₹380", report: "24 hours", fast: null },
    { id: 14, kind: "test", name: "Vitamin D (25-OH)", price: "₹850", report: "24 hours", fast: null },
    { id: 100, kind: "package", name: "Basic Health Checkup", price: "₹1,499", report: "24 hours", fast: "12 hours" },
    { id: 101, kind: "package", name: "Total Care Checkup", price: "₹2,999", report: "24-48 hours", fast: "12 hours" },
    { id: 103, kind: "package", name: "Diabetic Profile", price: "₹1,299", report: "24 hours", fast: "12 hours" },
    { id: 107, kind: "package", name: "Women's Wellness Panel", price: "₹2,799", report: "24-48 hours", fast: "8 hours" },
  ] as const;

  test("popular tests and packages, from the content's list, with their prices and facts", async ({ page }) => {
    // The table holds exactly the content's choice, tests then packages.
    expect(POPULAR.map((row) => row.id)).toEqual([...popularOnHome.tests, ...popularOnHome.packages]);
    await page.goto("/");
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Popular tests and packages" });
    await expect(list.getByRole("listitem")).toHaveCount(POPULAR.length);
    for (const [index, row] of POPULAR.entries()) {
      const card = list.getByRole("listitem").nth(index);
      await expect(card.getByRole("link", { name: row.name, exact: true })).toHaveAttribute("href", `/${row.kind}-details/${row.id}?from=home`);
      await expect(card.getByText(row.price, { exact: true })).toBeVisible();
      await expect(card.getByText(row.report, { exact: true })).toBeVisible();
      await expect(card.getByText(row.fast === null ? "No fasting" : `Fasting: ${row.fast}`)).toBeVisible();
      await expect(card.getByRole("button", { name: /^Add to Package\s*:/ })).toHaveAccessibleName(new RegExp(`${row.name.replace(/[()]/g, "\\$&")}$`));
    }
  });

  test("each package category says its lowest package price, beside an icon of its own", async ({ page }) => {
    // The cheapest package of each category, read off app/content/catalogue.ts with the membership of
    // docs/behaviour.md#health-packages: Basic Health Checkup, Female Hormone Profile, Food Allergy
    // Screening Test, Anaemia Panel.
    const FROM = {
      "Full Body Checkups": "From ₹1,499",
      "Women Health Checkups": "From ₹2,499",
      "Allergy Test Packages": "From ₹2,500",
      "Specialty Profiles": "From ₹1,199",
    };
    expect(Object.keys(FROM)).toEqual(healthPackageCategories.map((category) => category.title));
    await page.goto("/");
    const packages = page.locator("#packages");
    const icons = new Set<string | null>();
    for (const [title, from] of Object.entries(FROM)) {
      const card = packages.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
      await expect(card).toContainText(from);
      icons.add(await card.locator("svg[aria-hidden=true] use").first().getAttribute("href"));
    }
    expect(icons.size).toBe(healthPackageCategories.length);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 667 } });
    test("the search box shows its whole placeholder and speaks of no keys; popular items scroll sideways in one row", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const box = page.getByRole("combobox", { name: "Search tests and health packages" });
      // The placeholder's text fits the box's text area.
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      await expect(page.locator("#search")).not.toContainText(/arrow|Enter/i);
      await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();

      const list = page.getByRole("list", { name: "Popular tests and packages" });
      const boxes = await list.getByRole("listitem").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, "one row").toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page itself does not scroll sideways").toBe(375);
      // The hero's illustration is a low band on a phone.
      const art = await page.locator('main img[src="/images/home/hero.svg"]').boundingBox();
      expect(art!.height).toBeLessThanOrEqual(150);
      await expectNoAxeViolations(page);
    });
  });
});

for (const [width, visible] of [
  [1280, 3],
  [900, 2],
  [375, 1],
] as const) {
  test(`flagship carousel shows ${visible} card(s) at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator("[data-carousel-slide]");
    await expect(slides).toHaveCount(8);
    const viewport = await carousel.locator("[data-carousel-viewport]").boundingBox();
    const boxes = await carousel.getByTestId("flagship-card").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const inView = boxes.filter((b) => b.left >= viewport!.x - 1 && b.right <= viewport!.x + viewport!.width + 1);
    expect(inView).toHaveLength(visible);
    const next = carousel.getByRole("button", { name: "Next slides" });
    if (width < 768) await expect(next).toBeHidden();
    else await expect(next).toBeVisible();
  });
}

test("carousel moves by arrow buttons, keyboard and swipe, without autoplay", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  const firstDot = carousel.getByRole("button", { name: /^Go to slide group 1 of/ });
  await expect(firstDot).toHaveAttribute("aria-current", "true");
  // No autoplay: still on the first group after a while.
  await page.waitForTimeout(1500);
  await expect(firstDot).toHaveAttribute("aria-current", "true");

  await carousel.getByRole("button", { name: "Next slides" }).click();
  await expect(carousel.getByRole("button", { name: /^Go to slide group 2 of/ })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Previous slides" }).click();
  await expect(firstDot).toHaveAttribute("aria-current", "true");

  // Keyboard: arrow keys while focus is inside the slides.
  await carousel.getByRole("link", { name: /Book Now\s*: Digital X-Ray at Home/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(carousel.getByRole("button", { name: /^Go to slide group 2 of/ })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(firstDot).toHaveAttribute("aria-current", "true");

  // Swipe (pointer drag) to the left moves forward.
  const box = (await carousel.locator("[data-carousel-viewport]").boundingBox())!;
  const y = box.y + 60;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.05), y);
  await page.mouse.up();
  await expect(firstDot).not.toHaveAttribute("aria-current", "true");
});
