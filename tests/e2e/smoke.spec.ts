import { expect, test, type Page } from "@playwright/test";
import { routeTable } from "#app/routes.ts";
import { aliasUrls, canonicalUrls, otherLanguageUrls, personalUrls, utilityUrls } from "#app/site-urls.ts";
import { pageHeightBudgetPx } from "#scripts/budgets.mjs";
import { BROWSER_SAMPLE_SIZE, browserSample, templateOf } from "./browser-sample.ts";
import { builtPageFiles, readBuiltPage, readNotFoundPage } from "./built-pages.ts";
import { allowanceFor, collectPageErrors, expectNoAxeViolations, waitForHydration, widenHydrated } from "./helpers.ts";
import { checkStaticA11y, STATIC_A11Y_RULES, type StaticA11yRule } from "./static-a11y.ts";
import { typeProblems } from "./type-rules.ts";

// Every pre-rendered URL, from the same lists that feed the pages' `getStaticPaths`, three ways:
// - in the browser, every URL of a template with a few pages, and a sample of a larger template's
//   (./browser-sample.ts: first, last and a spread; decision 038), once at the phone width (375 px): status 200, a title, one <h1>, no
//   console error (a CSP violation is one) through hydration, and a page a thumb can finish: its height
//   within its budget (scripts/budgets.mjs `pageHeightPx`; the Hindi twins of the templates' pages below);
// - axe (WCAG 2.2 A/AA, about a second a page and the largest cost of `npm test` when it ran on every
//   URL) once per page template at each width, 375 px and then, on the same page widened, 1280 px (the
//   islands that hydrate only on a wide screen hydrate as it widens): the pages of one template share
//   their markup and styles, so what axe alone can judge (contrast, layout, ARIA in the hydrated DOM) is
//   the template's;
// - without a browser, every page's pre-rendered HTML from disk against the rules of
//   tests/e2e/static-a11y.ts (lang, title, one <h1>, alt text, names of controls, links and buttons,
//   unique ids, tab order), so a page whose own content breaks one is caught even when its template's
//   sample passes axe.
// The alias pages (decision 002) render the very screen of their canonical page; they are loaded like
// any URL, and their template is sampled like any other.
const everyUrl = [...canonicalUrls(), ...aliasUrls(), ...personalUrls()];

/** The URLs the browser loads at 375 px: each template's pages, or a sample of a large template's. */
const loadedUrls = browserSample(everyUrl);

test("the browser loads every page of a small template and a fixed sample of a large one", () => {
  // Rules, not today's counts: the first and last page of each template, at most the sample size of
  // each, and all of a template that has no more than that.
  expect(BROWSER_SAMPLE_SIZE).toBe(5);
  const templates = new Set(everyUrl.map(templateOf));
  expect(templates.size).toBeGreaterThan(1);
  for (const template of templates) {
    const pages = everyUrl.filter((url) => templateOf(url) === template);
    const loaded = loadedUrls.filter((url) => templateOf(url) === template);
    expect(loaded[0], template).toBe(pages[0]);
    expect(loaded.at(-1), template).toBe(pages.at(-1));
    expect(loaded.length, template).toBe(Math.min(pages.length, 5));
  }
  // A made-up large template: 1 000 test pages are loaded as 5, spread evenly.
  const many = Array.from({ length: 1000 }, (_, i) => `/test-details/${i + 1}`);
  expect(browserSample(["/", ...many])).toEqual([
    "/",
    "/test-details/1",
    "/test-details/251",
    "/test-details/501",
    "/test-details/750",
    "/test-details/1000",
  ]);
});

/** The first URL of each template: the page axe reads for all of them. */
const templateSamples = new Map<string, string>();
for (const url of everyUrl) if (!templateSamples.has(templateOf(url))) templateSamples.set(templateOf(url), url);
const sampled = new Set(templateSamples.values());

test.describe("every page at 375px, and each template's first page widened to 1280px", () => {
  test.use({ viewport: { width: 375, height: 900 } });
  for (const url of loadedUrls) {
    const withAxe = sampled.has(url);
    test(`${url} renders cleanly${withAxe ? `, and axe finds nothing on ${templateOf(url)} at 375 and 1280 px` : ""}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectHeightWithinBudget(page, url);
      if (withAxe) {
        await expectNoAxeViolations(page);
        await expectTypeRules(page, url);
        await widenHydrated(page, 1280);
        await expectNoAxeViolations(page);
        await expectTypeRules(page, url);
      }
      expect(errors).toEqual([]);
    });
  }
});

/** The page's height at this width within its budget (scripts/budgets.mjs), read on a page already loaded. */
async function expectHeightWithinBudget(page: Page, url: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, `${url}: ${height} px tall at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(pageHeightBudgetPx(url));
}

/**
 * The type rules of ./type-rules.ts (no Devanagari below 14 px, Hindi line heights, no button's label on
 * two lines) on a page already loaded, at its present width; a Hindi page must show some Devanagari.
 */
async function expectTypeRules(page: Page, url: string, { hindi = false } = {}) {
  const { problems, counts } = await typeProblems(page);
  if (hindi) expect(counts.devanagari, `${url}: elements with Devanagari`).toBeGreaterThan(10);
  expect(problems, `${url} at ${page.viewportSize()?.width} px`).toEqual([]);
}

// The Hindi twins (docs/decisions/026-hindi-second-build.md) share each template's markup, styles and
// scripts with the English page; their words and so their lengths differ. Axe reads one Hindi page of each
// template at each width, as the English above; every Hindi page's HTML goes through the static rules
// below, and the Hindi checks of hindi-*.spec.ts.
test.describe("one Hindi page of each template at 375px, widened to 1280px", () => {
  test.use({ viewport: { width: 375, height: 900 } });
  for (const [template, url] of templateSamples) {
    const [twin] = otherLanguageUrls([url]);
    test(`${twin} (${template}) renders cleanly and axe finds nothing at 375 and 1280 px`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(twin!);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.locator("h1")).toHaveCount(1);
      await expectHeightWithinBudget(page, twin!);
      await expectNoAxeViolations(page);
      await expectTypeRules(page, twin!, { hindi: true });
      await widenHydrated(page, 1280);
      await expectNoAxeViolations(page);
      await expectTypeRules(page, twin!, { hindi: true });
      expect(errors).toEqual([]);
    });
  }
});

/**
 * Every pre-rendered page, and the not-found pages unknown URLs get (every `/…/404` of the route
 * table, written to its 404.html), as "(/test-details/404.html)".
 */
const notFoundFiles = routeTable.filter((route) => /(^|\/)404$/.test(route.pattern)).map((route) => `${route.pattern}.html`);
const staticPages = [
  ...everyUrl,
  ...utilityUrls(),
  ...otherLanguageUrls([...everyUrl, ...utilityUrls()]),
  ...[...notFoundFiles, ...otherLanguageUrls(notFoundFiles)].map((file) => `(${file})`),
];

test.describe("every pre-rendered page's HTML, without a browser", () => {
  // One worker reads and checks every page once; the allowance grows with the number of pages.
  test.describe.configure({ mode: "default", timeout: allowanceFor(staticPages.length, 300) });

  let found: { page: string; rule: StaticA11yRule; detail: string }[] | undefined;
  /** Every page's problems, read and checked once per worker. */
  function problems() {
    if (found) return found;
    const files = builtPageFiles();
    found = staticPages.flatMap((page) => {
      const notFound = /^\((.+)\)$/.exec(page)?.[1];
      const html = notFound ? readNotFoundPage(notFound) : readBuiltPage(page, files);
      return checkStaticA11y(html).map((problem) => ({ page, ...problem }));
    });
    return found;
  }

  for (const [rule, description] of Object.entries(STATIC_A11Y_RULES) as [StaticA11yRule, string][]) {
    test(`${rule}: ${description}`, () => {
      const failures = problems()
        .filter((problem) => problem.rule === rule)
        .map(({ page, detail }) => `${page}: ${detail}`);
      test.info().annotations.push({ type: "pages read", description: String(staticPages.length) });
      // 98 pre-rendered URLs, the utility files and the not-found pages, in both languages.
      expect(staticPages.length, "pages read").toBeGreaterThanOrEqual(200);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
