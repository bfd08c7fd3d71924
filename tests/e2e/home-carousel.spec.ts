import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

// The home page's flagship carousel: how many cards each width shows, and how it moves.

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
    const boxes = await carousel
      .getByTestId("flagship-card")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    const inView = boxes.filter((b) => b.left >= viewport!.x - 1 && b.right <= viewport!.x + viewport!.width + 1);
    expect(inView).toHaveLength(visible);
    const next = carousel.getByRole("button", { name: "Next slides" });
    if (width < 768) await expect(next).toBeHidden();
    else await expect(next).toBeVisible();
  });
}

/** The home page at 1280 px, hydrated, its carousel in view on its first group of slides. */
async function openCarouselAtStart(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  const firstDot = carousel.getByRole("button", { name: /^Go to slide group 1 of/ });
  await expect(firstDot).toHaveAttribute("aria-current", "true");
  return { carousel, firstDot };
}

test("carousel does not move by itself: 30 s on the page's clock", async ({ page }) => {
  // The page's timers run on Playwright's clock: 30 s of them pass in a moment, and an autoplay of any
  // interval up to that would have moved the slides.
  await page.clock.install();
  const { carousel, firstDot } = await openCarouselAtStart(page);
  const firstCard = carousel.getByTestId("flagship-card").first();
  const before = (await firstCard.boundingBox())!;
  await page.clock.runFor(30_000);
  await expect(firstDot).toHaveAttribute("aria-current", "true");
  expect((await firstCard.boundingBox())!.x).toBe(before.x);
});

test("carousel moves by arrow buttons, keyboard and swipe", async ({ page }) => {
  const { carousel, firstDot } = await openCarouselAtStart(page);

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
