import { expect, test } from "@playwright/test";
import { accreditations } from "#content/home-care.ts";
import { insulinAdviceShort } from "#content/safety-advice.ts";
import { serviceCategories } from "#content/services.ts";
import { waitForHydration } from "./helpers.ts";

// The services overview, each department's page and each subcategory's (its legacy /facilities paths and
// the not-found pages: services-aliases-and-not-found.spec.ts).

// The departments and subcategories the tests below are made from (content/services.ts): a test for
// each, so an empty list would leave them out silently.
test("four departments of two, two, three and three subcategories, each with its tests", () => {
  expect(serviceCategories.map((category) => [category.slug, category.subcategories.length])).toEqual([
    ["pathology", 2],
    ["radiology", 2],
    ["cardiology", 3],
    ["neurology", 3],
  ]);
  for (const sub of serviceCategories.flatMap((category) => category.subcategories))
    expect(sub.tests.length, sub.slug).toBeGreaterThanOrEqual(3);
  expect(accreditations).toHaveLength(3);
});

test.describe("services overview", () => {
  for (const path of ["/services", "/services/lab"]) {
    test(`${path} lists every department with its first subcategories`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const departments = page.getByRole("region", { name: "Our Departments" });
      for (const category of serviceCategories) {
        const card = departments.getByRole("listitem").filter({ has: page.getByRole("heading", { name: category.name, exact: true }) });
        await expect(card.getByRole("link", { name: `Explore ${category.name}` })).toHaveAttribute("href", `/services/${category.slug}`);
        for (const sub of category.subcategories.slice(0, 4)) await expect(card.getByText(sub.name, { exact: true })).toBeVisible();
      }
      for (const cert of accreditations.map((a) => a.name)) {
        await expect(page.getByRole("heading", { name: cert, exact: true })).toBeVisible();
      }
      // Each department's count is its find-test category's, counted from the catalogue (by hand from the
      // test facts' laboratory sections, content/en/test-facts/), and leads to that filtered list.
      for (const [name, text, category] of [
        ["Pathology", "See all 160 pathology tests", "pathology"],
        ["Radiology", "See all 10 radiology tests", "radiology"],
        ["Cardiology", "See all 7 cardiology tests", "cardiology"],
        ["Neurology", "See all 11 neurology tests", "neurology"],
      ] as const) {
        const card = departments.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
        await expect(card.getByRole("link", { name: text })).toHaveAttribute("href", `/find-test?category=${category}`);
        await expect(card.getByText(/Tests Available/)).toHaveCount(0);
      }
    });
  }
});

test.describe("department pages", () => {
  for (const category of serviceCategories) {
    test(`/services/${category.slug} links each subcategory with its test count`, async ({ page }) => {
      await page.goto(`/services/${category.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: `${category.name} Services` })).toBeVisible();
      for (const sub of category.subcategories) {
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: sub.name, exact: true }) });
        // What the subcategory's page lists, not the menu (that is the page's "See all" link).
        await expect(card.getByText(`${sub.tests.length} common tests`, { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: `View ${sub.name}` })).toHaveAttribute(
          "href",
          `/services/${category.slug}/${sub.slug}`,
        );
      }
      await expect(page.getByRole("main").getByRole("link", { name: "Find a Test" }).first()).toHaveAttribute("href", "/find-test");
      await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact-us");
    });
  }
});

/** A price as the site shows it: ₹, then Indian digit grouping (three digits last, pairs before them). */
const RUPEES = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/;
/** A card's price line: the test's own price, and for a paid home visit what the visit adds (rule 22). */
const PRICE_LINE = /^₹[\d,]+(?: \+ home visit ₹[\d,]+|, home visit included)?$/;

/**
 * A card from each kind of department list, as a patient reads it, written out by hand: name and price
 * from content/services.ts, the rest from the test's entry in content/test-facts.ts (a centre-only
 * test names the centres of content/centres.ts that list its service).
 */
const HAND_READ: Record<string, { name: string; price: string; report: string; sample: string; fast: string | null; place: string }[]> = {
  "pathology/urine-tests": [
    {
      name: "Urine Culture & Sensitivity",
      price: "₹499",
      report: "2-3 days",
      sample: "Urine (midstream, sterile container)",
      fast: null,
      place: "Free home collection",
    },
  ],
  "radiology/pet-xray": [
    {
      name: "Pet Hip Dysplasia X-Ray",
      price: "₹1,499",
      report: "2-3 days",
      sample: "Imaging (no sample)",
      fast: "8 hours",
      place: "Green Park centre only",
    },
  ],
  "cardiology/holter-test": [
    {
      name: "72-Hour Holter Monitoring",
      price: "₹4,999, home visit included",
      report: "3-5 days",
      sample: "Non-invasive recording",
      fast: null,
      place: "Paid home visit or centre",
    },
  ],
  "neurology/eeg": [
    {
      name: "Sleep-Deprived EEG",
      price: "₹2,999",
      report: "24-48 hours",
      sample: "Non-invasive recording",
      fast: null,
      place: "Dwarka Sector 12 and Jammu – Gandhi Nagar centres only",
    },
  ],
  "neurology/sleep-studies": [
    {
      name: "Polysomnography (Overnight Sleep Study)",
      price: "₹8,000",
      report: "2-3 days",
      sample: "Overnight recording",
      fast: null,
      place: "Green Park centre only",
    },
  ],
};

test.describe("subcategory pages", () => {
  test("every hand-read card belongs to a real subcategory page, so none is skipped", () => {
    const names = new Map<string, string[]>(
      serviceCategories.flatMap((category) =>
        category.subcategories.map((sub) => [`${category.slug}/${sub.slug}`, sub.tests.map((t) => t.name)]),
      ),
    );
    expect(Object.keys(HAND_READ)).toHaveLength(5);
    for (const [path, rows] of Object.entries(HAND_READ)) {
      for (const row of rows) expect(names.get(path), path).toContain(row.name);
    }
  });

  for (const category of serviceCategories) {
    for (const sub of category.subcategories) {
      test(`/services/${category.slug}/${sub.slug} shows its tests at their own prices`, async ({ page }) => {
        await page.goto(`/services/${category.slug}/${sub.slug}`);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1, name: sub.name })).toBeVisible();
        const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(crumbs.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
        await expect(crumbs.getByRole("link", { name: category.name })).toHaveAttribute("href", `/services/${category.slug}`);
        await expect(crumbs.getByText(sub.name)).toHaveAttribute("aria-current", "page");

        const cards = page.getByTestId("subcategory-test");
        await expect(cards).toHaveCount(sub.tests.length);
        for (const t of sub.tests) {
          const card = cards.filter({ has: page.getByRole("heading", { name: t.name, exact: true }) });
          // The price shown is the content's number in the site's rupee format (read back, not formatted here).
          const price = card.getByText(PRICE_LINE);
          const priceText = (await price.textContent())!;
          const [amount = ""] = priceText.split(/ \+ |, /);
          expect(amount).toMatch(RUPEES);
          expect(Number(amount.replace(/[₹,]/g, "")), `${t.name}: the price`).toBe(t.price);
          await expect(card.getByText(t.reportTime, { exact: true })).toBeVisible();
          await expect(card.getByText(t.sample, { exact: true })).toBeVisible();
          const book = card.getByRole("link", { name: /Book Now/ });
          await expect(book).toHaveAttribute("target", "_blank");
          await expect(book).toHaveAttribute("rel", "noopener noreferrer");
          const bookText = new URL((await book.getAttribute("href"))!).searchParams.get("text");
          expect(bookText).toContain(`${t.name} (${priceText})`);
          await expect(card.getByRole("button", { name: /^Add to My tests/ })).toHaveAttribute("aria-pressed", "false");
          // The name and View details lead to the test's own page.
          const own = (await card.getByRole("heading", { name: t.name, exact: true }).getByRole("link").getAttribute("href"))!;
          expect(own, t.name).toMatch(/^\/test-details\/\d+$/);
          await expect(card.getByRole("link", { name: /^View details\b/ })).toHaveAttribute("href", own);
        }
        for (const row of HAND_READ[`${category.slug}/${sub.slug}`] ?? []) {
          const card = cards.filter({ has: page.getByRole("heading", { name: row.name, exact: true }) });
          await expect(card.getByText(row.price, { exact: true })).toBeVisible();
          await expect(card.getByText(row.report, { exact: true })).toBeVisible();
          await expect(card.getByText(row.sample, { exact: true })).toBeVisible();
          await expect(card.getByText(row.fast === null ? "No fasting" : `Fasting: ${row.fast}`)).toBeVisible();
          await expect(card.getByText(row.place, { exact: true })).toBeVisible();
          const bookText = new URL((await card.getByRole("link", { name: /Book Now/ }).getAttribute("href"))!).searchParams.get("text");
          expect(bookText).toBe(`Hello, I'd like to book ${row.name} (${row.price}). Please help me with the next steps.`);
        }
        await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
        await expect(page.getByRole("link", { name: /Call Now/ }).first()).toHaveAttribute("href", /^tel:\+?\d+$/);
      });
    }
  }

  test("Blood Tests: the tests first, under the fever advice as four points; the hero's buttons one width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/services/pathology/blood-tests");
    await waitForHydration(page);
    // The first card comes before what the service is (it was about 2,140 px down, after 20 lines of advice).
    const firstCard = await page.getByTestId("subcategory-test").first().boundingBox();
    const why = await page.getByRole("heading", { name: "Why Choose Us" }).boundingBox();
    expect(firstCard!.y).toBeLessThan(why!.y);
    expect(firstCard!.y, "the first test within two screens").toBeLessThan(2 * 667);
    // The fever advice: its three signs and the first thing to do while waiting; the rest behind "more".
    const fever = page.locator("[data-fever-advice]");
    await expect(fever).toHaveCount(1);
    await expect(fever.getByRole("listitem")).toHaveCount(4);
    await expect(fever.getByRole("listitem").last()).toHaveText("While you wait for results, use paracetamol only for fever.");
    const more = fever.getByText(/^Do not use ibuprofen or aspirin/);
    await expect(more).toBeHidden();
    await fever.getByText("More on fever care while you wait").click();
    await expect(more).toBeVisible();
    // "See all" leads to the whole pathology menu.
    await expect(page.getByRole("link", { name: "See all 160 pathology tests" })).toHaveAttribute("href", "/find-test?category=pathology");
    // Stacked, the hero's two buttons are one width.
    const [chat, call] = await Promise.all([
      page.getByRole("link", { name: "Book via Chat" }).boundingBox(),
      page
        .getByRole("link", { name: /^Call Now/ })
        .first()
        .boundingBox(),
    ]);
    expect(call!.y).toBeGreaterThan(chat!.y);
    expect(Math.abs(call!.width - chat!.width)).toBeLessThan(1);
  });

  test("the lipid profile notes its fast, as the test facts state it", async ({ page }) => {
    await page.goto("/services/pathology/blood-tests");
    const card = page.getByTestId("subcategory-test").filter({ hasText: "Lipid Profile" });
    await expect(card.getByText("Fasting: 12 hours")).toBeVisible();
    // The fast's medicine warning is the list's, once above the cards, naming the cards that fast.
    await expect(card).not.toContainText(insulinAdviceShort);
    const notice = page
      .getByTestId("subcategory-test")
      .first()
      .locator("xpath=ancestor::*[@data-item-list][1]")
      .locator("[data-safety=fasting]");
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(insulinAdviceShort);
    await expect(notice).toContainText("Lipid Profile");
    // Said in the closed "Before you book" box, the only one above the cards.
    await expect(notice).toBeHidden();
    await expect(page.locator("details[data-before-you-book]")).toHaveCount(1);
    await page.getByText("Before you book:").click();
    await expect(notice).toBeVisible();
    await expect(card.getByRole("link", { name: /^View details\b.*Lipid Profile/ })).toHaveAttribute("href", "/test-details/2");
    await expect(card.getByText("Free home collection", { exact: true })).toBeVisible();
    // The test's own price (content/en/tests/2.json), not the department list's old ₹899 (rule 22).
    await expect(card.getByText("₹450", { exact: true })).toBeVisible();
    await expect(card.getByText("12 hours fasting; plain water is allowed")).toBeVisible();
  });
});
