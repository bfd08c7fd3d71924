import { expect, test, type Page } from "@playwright/test";
import { chatMessageOf, ISLAND_RENDERER, openHydrated, waitForHydration } from "./helpers.ts";
import { DEVANAGARI } from "./hindi-twins.ts";
import { englishWordsIn } from "./latin-words.ts";

// The Hindi site in a browser (./hindi-twins.ts): the contact form's words, the language switch with and
// without scripts, a booking's chat message and the search.

test("/hi/contact-us sent empty or wrong says what is missing in Hindi, before and after hydration", async ({ page }) => {
  const form = page.locator("form", { has: page.locator('textarea[name="message"]') });
  const send = () => form.locator('button[type="submit"]').click();
  const message = (name: string) => form.locator(`[name="${name}"]`);
  // Before hydration: the islands' renderer never comes; the page's first script gives the words.
  await page.route(ISLAND_RENDERER, (route) => route.abort());
  await page.goto("/hi/contact-us");
  await send();
  await expect(message("name")).toHaveJSProperty("validationMessage", "कृपया यह जानकारी भरें।");
  await message("name").fill("आशा वर्मा");
  await message("email").fill("asha");
  await send();
  await expect(message("email")).toHaveJSProperty("validationMessage", "कृपया सही ईमेल पता लिखें, जैसे name@example.com।");
  await message("email").fill("asha@example.com");
  await send();
  await expect(message("email")).toHaveJSProperty("validationMessage", "");
  await expect(message("subject")).toHaveJSProperty("validationMessage", "कृपया सूची में से एक विकल्प चुनें।");
  // Hydrated: the same.
  await page.unroute(ISLAND_RENDERER);
  await openHydrated(page, "/hi/contact-us");
  await send();
  await expect(message("name")).toHaveJSProperty("validationMessage", "कृपया यह जानकारी भरें।");
  await expect(message("name")).toBeFocused();
});

const languageSwitch = (page: Page) => page.getByRole("banner").locator("a[data-keep-query]");

test("the switch leads to the same search in the other language and back, filters and page kept", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const query = "?q=thyroid&specialty=endocrinology&page=1";
  await openHydrated(page, `/find-test${query}`);
  await languageSwitch(page).click();
  await expect(page).toHaveURL(`/hi/find-test${query}`);
  await waitForHydration(page);
  await expect(page.getByRole("searchbox")).toHaveValue("thyroid");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await languageSwitch(page).click();
  await expect(page).toHaveURL(`/find-test${query}`);
});

test("the switch works before any script has run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/test-details/2");
  await languageSwitch(page).click();
  await expect(page).toHaveURL("/hi/test-details/2");
  await expect(page.locator("h1")).toContainText("(Lipid Profile)");
  await context.close();
});

test("a booking from /hi/my-package opens the chat with a Hindi message", async ({ page }) => {
  await page.goto("/hi/my-package");
  await page.evaluate(() => localStorage.setItem("my-package", JSON.stringify({ v: 1, items: ["2"] })));
  await page.reload();
  await waitForHydration(page);
  const text = await chatMessageOf(page, page.getByTestId("book-on-chat"));
  expect(text).toMatch(DEVANAGARI);
  expect(text).toContain("(Lipid Profile)");
  expect(text).toContain("₹450");
  expect(englishWordsIn(`<p>${text.replace(/</g, "&lt;")}</p>`)).toEqual([]);
});

test("search on /hi takes Devanagari, Hinglish and English, and answers in Hindi", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const results = page.getByRole("list", { name: "टेस्ट और हेल्थ पैकेज" });
  for (const query of ["लिपिड", "lipid", "cholestrol"]) {
    await openHydrated(page, `/hi/find-test?q=${encodeURIComponent(query)}`);
    await expect(results.getByRole("link", { name: "लिपिड प्रोफ़ाइल (Lipid Profile)", exact: true }).first(), query).toBeVisible();
  }
  await openHydrated(page, `/hi/find-test?q=${encodeURIComponent("थायरॉइड")}`);
  await expect(results.getByRole("link").first()).toContainText("थायरॉइड");
});
