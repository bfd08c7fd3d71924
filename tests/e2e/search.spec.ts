import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, expectNoAxeViolations, waitForHydration } from "./helpers.ts";

// The site search over everything sold (docs/decisions/010-one-search-index.md): the home combobox and
// /find-test, patient words in Latin and Devanagari script, and the empty state's help.

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Requests for the search index's search part, fetched on first use (docs/decisions/040-search-index-in-parts.md). */
function searchModuleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/search\/index-[0-9a-f]{8}\.json$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe("site search", () => {
  test("home combobox: loads on first use, finds a single test and Devanagari, opens the test's own page", async ({ page }) => {
    const errors = collectPageErrors(page);
    const loads = searchModuleRequests(page);
    await open(page, "/");
    expect(loads).toEqual([]); // not part of the page until the search is used
    const box = page.getByRole("combobox", { name: "Search tests and health packages" });

    await box.fill("kft");
    await expect(page.getByRole("option").nth(1)).toContainText("includes Kidney function test (KFT)");
    expect(loads).toHaveLength(1);

    await box.fill("खून की जांच");
    await expect(page.getByRole("option").first()).toContainText("Complete Blood Count (CBC)");

    await box.fill("chest x ray");
    const chest = page.getByRole("option").first();
    await expect(chest).toContainText("Chest X-ray");
    await expect(chest).toContainText("₹549");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // Every test is sold alone now: the suggestion opens the test's own page.
    await expect(page).toHaveURL(/\/test-details\/1021\?from=home$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Chest X-ray");
    expect(errors).toEqual([]);
  });

  test("find-test: the single test first, with its cheapest package, then the packages that include it", async ({ page }) => {
    await open(page, "/find-test?q=vitamin%20b12");
    const list = page.getByRole("list", { name: "Tests and health packages" });
    const first = list.getByRole("listitem").nth(0);
    await expect(first.getByRole("link", { name: "Vitamin B12", exact: true })).toHaveAttribute(
      "href",
      "/test-details/1105?from=find-test",
    );
    await expect(first).toContainText("₹700");
    await expect(first).toContainText(/Also in [^,]+, ₹[\d,]+/);
    await expect(list.getByRole("listitem").nth(1)).toContainText("Includes Vitamin B12");

    await open(page, "/find-test?q=vit%20d");
    await expect(list.getByRole("listitem").nth(0)).toContainText("Vitamin D (25-OH)");
    await expect(list).not.toContainText("Blood Culture");
    await expect(list).not.toContainText("Holter");
  });

  test("find-test: typing Devanagari finds the test", async ({ page }) => {
    await open(page, "/find-test");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.click();
    await search.pressSequentially("थायराइड", { delay: 10 });
    await expect(search).toHaveValue("थायराइड");
    await expect(page.getByRole("list", { name: "Tests and health packages" }).getByRole("link").first()).toHaveText(
      "Thyroid Function Test",
    );

    // Each key lays out the cards of the first screen; the rest are left out of layout until typing pauses
    // (docs/decisions/043-the-first-screen-follows-each-key.md).
    const styles = () =>
      page
        .locator('ul[aria-label="Tests and health packages"] > li')
        .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).contentVisibility));
    await search.fill("blood");
    await expect(page).toHaveURL(/\?q=blood$/);
    await expect.poll(styles).toEqual(Array<string>(12).fill("visible"));
    // A key typed as the browser types it (the same results, their cards here already): the page renders
    // it in the event, so the styles read right after it are the key's.
    const whileTyping = await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>("input[type=search]")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, "blood ");
      box.dispatchEvent(new Event("input", { bubbles: true }));
      const cards = [...document.querySelectorAll('ul[aria-label="Tests and health packages"] > li')];
      return cards.map((card) => getComputedStyle(card).contentVisibility);
    });
    expect(whileTyping).toEqual(["visible", "visible", "visible", ...Array<string>(9).fill("hidden")]);
    await expect.poll(styles).toEqual(Array<string>(12).fill("visible"));
  });

  test("empty state: what was searched, did you mean, popular tests, and the chat asks for it", async ({ page }) => {
    await open(page, "/find-test?q=usg");
    await expect(page.getByRole("heading", { name: "No tests found for “usg”" })).toBeVisible();
    await expect(page.getByText("We don’t offer Ultrasound (USG) at our centres.")).toBeVisible();
    const chat = page.getByRole("link", { name: "Ask us on chat" });
    await expect(chat).toHaveAttribute("target", "_blank");
    expect(new URL((await chat.getAttribute("href"))!).searchParams.get("text")).toBe("Do you offer: usg?");
    await expect(page.getByRole("heading", { name: "Common tests" })).toBeVisible();
    await expectNoAxeViolations(page);

    await open(page, "/find-test?q=thairoid");
    await page.getByRole("link", { name: "Thyroid", exact: true }).click();
    await expect(page).toHaveURL(/\/find-test\?q=Thyroid$/);
    await expect(page.getByRole("list", { name: "Tests and health packages" }).getByRole("link").first()).toHaveText(
      "Thyroid Function Test",
    );
    await expect(page).toHaveURL(/\?q=/);
  });
});
