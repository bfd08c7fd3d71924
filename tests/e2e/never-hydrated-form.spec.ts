import { expect, test } from "@playwright/test";
import { ISLAND_RENDERER } from "./helpers.ts";

// A page whose islands never hydrate (their React renderer blocked, as a failed or blocked script
// leaves it): the pre-hydration script (app/pre-hydration.ts) holds back the contact form's submit and,
// 12 s later, posts the form natively to the relay, so a message is never lost to a page that never
// becomes interactive. The page's timers run on Playwright's clock, so the 12 s are measured to the
// millisecond and pass in a moment. The relay is intercepted (nothing leaves the machine).
const RELAY = "https://formrelay.example/f/test-form";

test("a contact form sent on a page that never hydrates is posted to the relay 12 s later, not sooner", async ({ page, baseURL }) => {
  await page.route(ISLAND_RENDERER, (route) => route.abort());
  const posts: URLSearchParams[] = [];
  await page.route(RELAY, async (route) => {
    posts.push(new URLSearchParams(route.request().postData() ?? ""));
    await route.fulfill({ status: 303, headers: { Location: `${baseURL}/thank-you` } });
  });
  await page.clock.install();
  await page.goto("/contact-us");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel(/Full name/).fill("Asha Verma");
  await form.getByLabel(/Email address/).fill("asha@example.com");
  await form.getByLabel(/Subject/).selectOption({ label: "Home Collection" });
  await form.getByLabel(/^Message/).fill("Please collect a fasting sample at 7 AM.");
  // From here the page's clock moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form).toHaveAttribute("data-queued-submit", "");

  await page.clock.runFor(11_999);
  // Still held: the timer that posts it clears this mark first, and runs inside runFor if it is due.
  await expect(form).toHaveAttribute("data-queued-submit", "");
  expect(posts).toHaveLength(0);
  // And the page never hydrated: its islands are as the server sent them.
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  expect(await page.locator("astro-island:not([ssr])").count()).toBe(0);

  await page.clock.runFor(1);
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(posts).toHaveLength(1);
  expect([posts[0]!.get("name"), posts[0]!.get("email"), posts[0]!.get("subject"), posts[0]!.get("message")]).toEqual([
    "Asha Verma",
    "asha@example.com",
    "home-collection",
    "Please collect a fasting sample at 7 AM.",
  ]);
});
