import { expect, test, type Locator, type Page } from "@playwright/test";
import { scaled } from "#tests/machine-slowness.ts";
import { collectPageErrors, ISLAND_RENDERER, throttleLikeAPhone } from "./helpers.ts";

// Nothing typed is lost while an island takes over (decisions 008 and 021). pre-hydration.spec.ts holds
// the scripts back until every key has fallen; here the page loads as it does on the phone profile
// (4x CPU, 150 ms latency, 1.6 Mbit/s) and "lipid" is typed from the moment the box shows, 200 ms between
// keys (a quick typist on a phone; at 60 ms the word was typed before React took the box over on all but
// one or two runs, once no trace slowed each key down: decision 070), with the islands' React renderer let
// through after a different key on each run (on the first two runs before any, then before the first key,
// the second … and after the last), so that across the runs React takes the box over before the word,
// between each pair of its letters and after it: eight runs, each moment once. Every run must end with
// every letter in the box and what follows it on the page; and the runs must really have crossed the
// hand-over: some began typing before the box's island had hydrated and finished after.
const WORD = "lipid";
const RUNS = 8;

type Run = { readyAtFirstKey: boolean; readyAtLastKey: boolean };

/** Whether the box's island has its React root (Astro drops the island's `ssr` mark as it creates it). */
const islandReady = (box: Locator) => box.evaluate((el) => !el.closest("astro-island[ssr]"));

async function typeThroughHydration(page: Page, url: string, box: Locator, run: number): Promise<Run> {
  // The key after which the renderer may load: none held back on the first runs, then each key in turn.
  const releaseAfter = run < 2 ? -1 : (run - 2) % (WORD.length + 1);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  if (releaseAfter < 0) release();
  await page.route(ISLAND_RENDERER, async (route) => {
    await gate;
    await route.continue();
  });
  await throttleLikeAPhone(page);
  await page.goto(url, { waitUntil: "commit" });
  await box.click();
  const readyAtFirstKey = await islandReady(box);
  for (const [index, key] of [...WORD].entries()) {
    if (index === releaseAfter) release();
    await box.press(key);
    await page.waitForTimeout(200);
  }
  const readyAtLastKey = await islandReady(box);
  release();
  return { readyAtFirstKey, readyAtLastKey };
}

const pages = [
  {
    name: "find-test",
    url: "/find-test",
    box: (page: Page) => page.getByRole("searchbox", { name: "Search" }),
    follows: async (page: Page) => {
      await expect(page).toHaveURL(/[?&]q=lipid(&|$)/, { timeout: scaled(10_000) });
      await expect(page.getByRole("link", { name: /Lipid Profile/ }).first()).toBeVisible();
    },
  },
  {
    name: "home search",
    url: "/",
    box: (page: Page) => page.getByRole("combobox", { name: "Search tests and health packages" }),
    follows: async (page: Page) => {
      await expect(page.getByRole("option", { name: /Lipid Profile/ }).first()).toBeVisible({ timeout: scaled(10_000) });
    },
  },
];

for (const { name, url, box: boxOf, follows } of pages) {
  test.describe(`typing through hydration on a slow phone: ${name}`, () => {
    // In order, one page at a time: the last test reads what the runs saw.
    test.describe.configure({ mode: "serial", timeout: scaled(60_000) });
    const runs: Run[] = [];

    for (let run = 0; run < RUNS; run += 1) {
      test(`run ${run + 1}: every key of "lipid" stays, and the page follows it`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const box = boxOf(page);
        runs.push(await typeThroughHydration(page, url, box, run));
        await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: scaled(20_000) });
        await expect(box).toHaveValue("lipid");
        await follows(page);
        expect(errors).toEqual([]);
      });
    }

    test("the runs crossed the hand-over: typing began before the island hydrated and ended after", () => {
      expect(runs).toHaveLength(RUNS);
      expect(runs.filter((r) => !r.readyAtFirstKey && r.readyAtLastKey).length, JSON.stringify(runs)).toBeGreaterThanOrEqual(2);
    });
  });
}
