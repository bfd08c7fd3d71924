import { expect, test } from "@playwright/test";
import { inBatches } from "#tests/deploy-cases.ts";
import { allowanceFor, openHydrated } from "./helpers.ts";
import { allowFor, expectIntact, SEGMENTS, SHARP, SHARP_TEXT, watch } from "./hostile-input.ts";

// Hostile values in the URL's path (./hostile-input.ts): every dynamic route answers with its not-found
// page, over HTTP and in the browser.

test("every sharp value is found by its label, so the loops over them check something", () => {
  expect(SEGMENTS.filter(({ label }) => SHARP.has(label)).map(({ label }) => label)).toHaveLength(SHARP.size);
  expect(SHARP_TEXT.map(({ label }) => label)).toEqual(["5,000 characters", "attribute breakout"]);
});

const DYNAMIC_ROUTES: { prefix: string; heading: string }[] = [
  { prefix: "/test-details/", heading: "Test Not Found" },
  { prefix: "/package-details/", heading: "Package Not Found" },
  { prefix: "/services/", heading: "Service Not Found" },
  { prefix: "/services/pathology/", heading: "Service Not Found" },
  { prefix: "/health-packages/", heading: "Category Not Found" },
  { prefix: "/facilities/lab/", heading: "Service Not Found" },
  { prefix: "/facilities/health-packages/", heading: "Service Not Found" },
  { prefix: "/", heading: "Page Not Found" },
];

/** Every hostile value is shown on the first route, in tests of this many page loads each. */
const LOADS_PER_TEST = 6;

test.describe("hostile URL path segments", () => {
  test("the server answers each with the route's not-found page: 404, never 400 or 500", async ({ request }) => {
    // Every route with every value: requests a few at a time, the allowance growing with their number.
    const requests = DYNAMIC_ROUTES.flatMap(({ prefix, heading }) =>
      SEGMENTS.map(({ label, segment }) => ({ prefix, heading, label, segment })),
    );
    test.setTimeout(allowanceFor(requests.length, 250));
    await inBatches(requests, async ({ prefix, heading, label, segment }) => {
      const response = await request.get(`${prefix}${segment}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${segment.slice(0, 30)} (${label})`).toBe(404);
      expect(response.headers()["content-type"], label).toMatch(/^text\/html/);
      // The not-found page of the route says so in its HTML, before any script runs.
      expect(await response.text(), `${prefix} (${label})`).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  });

  // In the browser: every value on the first route, split into tests of at most LOADS_PER_TEST page
  // loads (one test used to load all seventeen within one fixed minute: under four seconds a page, which
  // a busy two-core machine does not keep), and the sharpest values on every other route.
  const browserCases = DYNAMIC_ROUTES.flatMap(({ prefix, heading }, index) => {
    if (index > 0)
      return [{ prefix, heading, segments: SEGMENTS.filter(({ label }) => SHARP.has(label)), which: "the sharpest hostile values" }];
    const parts = Math.ceil(SEGMENTS.length / LOADS_PER_TEST);
    return Array.from({ length: parts }, (_, part) => ({
      prefix,
      heading,
      segments: SEGMENTS.slice(part * LOADS_PER_TEST, (part + 1) * LOADS_PER_TEST),
      which: `every hostile value (${part + 1} of ${parts})`,
    }));
  });
  for (const { prefix, heading, segments, which } of browserCases) {
    test(`${prefix}… shows "${heading}" for ${which}`, async ({ page }) => {
      allowFor(segments.length);
      const state = watch(page);
      state.allowDocument404 = true;
      for (const { label, segment } of segments) {
        const response = await openHydrated(page, `${prefix}${segment}`);
        expect(response?.status(), label).toBe(404);
        await expect(page.getByRole("heading", { level: 1 }), label).toHaveText(heading);
        await expectIntact(page, state, label);
      }
    });
  }
});
