import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { styleProblemsIn } from "~/content/source/hindi-style-check";
import { samePageIn } from "~/domain/locale-paths";
import { otherLanguageUrls, siteUrls, utilityUrls } from "~/site-urls";
import { pageJavaScript, PHONE_WIDTH } from "../../scripts/build-html.mjs";
import { client } from "../deploy-cases";
import { builtPageFiles, readBuiltPage } from "./built-pages";
import { allowanceFor, chatMessageOf, ISLAND_RENDERER, waitForHydration } from "./helpers";
import { find, findAll, is, parseHtml, textContent, type El } from "./html-tree";
import { englishWordsIn } from "./latin-words";

// The Hindi site at /hi (docs/decisions/026-hindi-second-build.md): every English URL has its twin, in
// Hindi only (no English word a reader meets but the brand, abbreviations, units and English names in
// brackets), linking within Hindi, joined to the English page both ways (the switch, hreflang), and an
// English page loads no Hindi byte. Axe reads one Hindi page of each template at both widths
// (smoke.spec.ts); the Hindi pages' scripts are held to the English budgets (bundle-budget.spec.ts).

const englishUrls = [...siteUrls(), ...utilityUrls()];
const hindi = (url: string) => samePageIn(url, "hi");
const DEVANAGARI = /[\u0900-\u097F]/;
/** Elements whose text a reader meets as one piece (a sentence does not run across them). */
const BLOCKS = new Set(["title", "p", "li", "dt", "dd", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "div", "section", "article", "aside", "header", "footer", "main", "nav", "ul", "ol", "dl", "table", "tr", "figcaption", "blockquote", "label", "legend", "summary", "details", "button", "option", "form", "fieldset", "address", "br"]);
const NOT_TEXT = new Set(["script", "style", "template", "svg"]);
/** A link to a file: the same in every language (each language has its own guides, /hi/downloads/). */
const FILE = /^\/(images|assets)\/|^\/[^/?#]+\.(svg|png|ico|xml|txt)$/;

test.describe("every Hindi page, as the build wrote it", () => {
  test.describe.configure({ mode: "default", timeout: allowanceFor(englishUrls.length * 2, 200) });
  let filesOnce: Map<string, string> | undefined;
  const files = () => (filesOnce ??= builtPageFiles());
  // Each page parsed once for the tests below, as a browser without JavaScript reads it (a <noscript>'s
  // words are markup, which the style check reads).
  const doms = new Map<string, El>();
  const dom = (url: string) => doms.get(url) ?? doms.set(url, parseHtml(readBuiltPage(url, files()), { scriptingEnabled: false })).get(url)!;

  test("every English URL has its /hi twin: lang, its own title, canonical and alternates both ways, the switch", () => {
    expect(otherLanguageUrls(englishUrls)).toEqual(englishUrls.map(hindi));
    const problems: string[] = [];
    for (const url of englishUrls) {
      const twin = hindi(url);
      if (!files().has(twin)) {
        problems.push(`${twin}: not built`);
        continue;
      }
      const [en, hi] = [dom(url), dom(twin)];
      const lang = find(hi, is("html"))?.attrs.lang;
      if (lang !== "hi-IN") problems.push(`${twin}: <html lang="${lang}">`);
      const title = (doc: typeof en) => textContent(find(doc, is("title"))!).trim();
      // A test not yet translated keeps its English name, marked <title lang="en"> (decision 034).
      const untranslated = find(hi, is("title"))?.attrs.lang === "en";
      if (title(en) === title(hi) && !untranslated) problems.push(`${twin}: the same title as ${url}`);
      if (!DEVANAGARI.test(title(hi)) && !untranslated) problems.push(`${twin}: a title with no Hindi: ${title(hi)}`);
      const description = (doc: typeof en) => find(doc, is("meta", { name: "description" }))?.attrs.content ?? "";
      if (!DEVANAGARI.test(description(hi))) problems.push(`${twin}: a description with no Hindi`);
      const alternates = (doc: typeof en) =>
        Object.fromEntries(findAll(doc, (el) => el.tag === "link" && el.attrs.rel === "alternate").map((el) => [el.attrs.hreflang, new URL(el.attrs.href!).pathname]));
      const canonical = find(en, is("link", { rel: "canonical" }));
      if (canonical) {
        const english = new URL(canonical.attrs.href!).pathname;
        const expected = { "en-IN": english, "hi-IN": hindi(english), "x-default": english };
        for (const [page, doc] of [[url, en], [twin, hi]] as const)
          if (JSON.stringify(alternates(doc)) !== JSON.stringify(expected)) problems.push(`${page}: alternates ${JSON.stringify(alternates(doc))}`);
        const hindiCanonical = find(hi, is("link", { rel: "canonical" }))?.attrs.href;
        if (!hindiCanonical || new URL(hindiCanonical).pathname !== hindi(english)) problems.push(`${twin}: canonical ${hindiCanonical}`);
      }
      const switchTo = (doc: typeof en) => find(doc, (el) => el.tag === "a" && el.attrs["data-keep-query"] !== undefined)?.attrs.href;
      if (switchTo(en) !== twin) problems.push(`${url}: the language switch leads to ${switchTo(en)}`);
      if (switchTo(hi) !== url) problems.push(`${twin}: the language switch leads to ${switchTo(hi)}`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("no English word a reader meets on a Hindi page (the brand, abbreviations, units and names in brackets aside)", () => {
    const found = new Map<string, Set<string>>();
    for (const url of englishUrls.map(hindi))
      for (const { word, where, context } of englishWordsIn(readBuiltPage(url, files())))
        found.set(`${where}: ${context}`, (found.get(`${where}: ${context}`) ?? new Set()).add(`${url} (${word})`));
    const lines = [...found].map(([text, pages]) => `${text}\n    on ${[...pages].slice(0, 3).join(", ")}${pages.size > 3 ? ` and ${pages.size - 3} more` : ""}`);
    expect(lines, lines.slice(0, 60).join("\n")).toEqual([]);
  });

  test("every Hindi page follows the Hindi style sheet, sentences built around links included (docs/hindi-style.md)", () => {
    // The unit test (app/content/source/hindi-style.test.ts) reads each string; here the page's text is
    // read block by block as a reader meets it, so a "." or a word order a component adds shows too.
    const found = new Map<string, Set<string>>();
    const checked = new Map<string, string[]>();
    const urls = englishUrls.map(hindi);
    for (const url of urls) {
      const blocks: string[] = [];
      let current = "";
      const endBlock = () => {
        blocks.push(current);
        current = "";
      };
      const walk = (el: El) => {
        if (NOT_TEXT.has(el.tag)) return;
        if (BLOCKS.has(el.tag)) endBlock();
        for (const child of el.children) {
          if (typeof child === "string") current += child;
          else walk(child);
        }
        if (BLOCKS.has(el.tag)) endBlock();
      };
      const page = dom(url);
      walk(page);
      blocks.push(current, find(page, is("meta", { name: "description" }))?.attrs.content ?? "");
      for (const block of blocks) {
        const text = block.replace(/\s+/g, " ").trim();
        if (!DEVANAGARI.test(text)) continue;
        // The header and footer repeat on every page: each text is checked once.
        if (!checked.has(text)) checked.set(text, styleProblemsIn(text));
        for (const problem of checked.get(text)!) found.set(problem, (found.get(problem) ?? new Set()).add(url));
      }
    }
    expect(urls.length).toBeGreaterThan(90);
    const lines = [...found].map(([problem, pages]) => `${problem}\n    on ${[...pages].slice(0, 3).join(", ")}${pages.size > 3 ? ` and ${pages.size - 3} more` : ""}`);
    expect(lines, lines.slice(0, 40).join("\n")).toEqual([]);
  });

  test("a Hindi page's links to the site's pages stay in Hindi", () => {
    const problems: string[] = [];
    for (const url of englishUrls.map(hindi)) {
      for (const link of findAll(dom(url), (el) => el.tag === "a" && (el.attrs.href ?? "").startsWith("/"))) {
        const href = link.attrs.href!;
        const english = link.attrs["data-keep-query"] !== undefined;
        if (!english && !FILE.test(href) && !/^\/hi([/?#]|$)/.test(href)) problems.push(`${url}: ${href}`);
      }
      for (const form of findAll(dom(url), (el) => el.tag === "input" && el.attrs.name === "_next"))
        if (!new URL(form.attrs.value!).pathname.startsWith("/hi/")) problems.push(`${url}: a form returns to ${form.attrs.value}`);
    }
    expect([...new Set(problems)], problems.slice(0, 40).join("\n")).toEqual([]);
  });

  test("an English page loads no Hindi: not a byte of Devanagari in its scripts", () => {
    const withHindi = new Set<string>();
    const pages = englishUrls.filter((url) => url !== "/");
    for (const url of ["/", ...pages]) {
      const html = readBuiltPage(url, files());
      for (const script of pageJavaScript(client, html, { width: PHONE_WIDTH }))
        if (DEVANAGARI.test(readFileSync(path.join(client, script), "utf8"))) withHindi.add(`${url}: ${script}`);
    }
    expect([...withHindi]).toEqual([]);
  });

  test("every Hindi page gives its forms Hindi words for a field left empty or wrong; an English page keeps the browser's", () => {
    const KINDS = ["fill", "choose", "email", "invalid"];
    const wordsOn = (url: string) => {
      const tag = /<html\b[^>]*>/.exec(readBuiltPage(url, files()))?.[0] ?? "";
      return Object.fromEntries([...tag.matchAll(/\sdata-msg-([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    };
    const problems: string[] = [];
    expect(englishUrls.length).toBeGreaterThan(50);
    for (const url of englishUrls) {
      const english = wordsOn(url);
      if (Object.keys(english).length > 0) problems.push(`${url}: replaces the browser's own words (${Object.keys(english).join(", ")})`);
      const words = wordsOn(hindi(url));
      for (const kind of KINDS) if (!DEVANAGARI.test(words[kind] ?? "")) problems.push(`${hindi(url)}: no Hindi words for "${kind}"`);
    }
    expect(problems).toEqual([]);
  });
});

// The clinical rules of docs/content-review.md hold in Hindi too. The Hindi words are checked by a
// Hindi-reading clinician (docs/content-review.md, "Hindi"); what a machine can hold is that translation
// kept every fact: each English page and its twin show the same numbers (hours, prices, ages, 112), the
// same safety boxes and dated reviews, and the insulin and pregnancy warnings wherever English has them.
test.describe("the medical facts survive translation", () => {
  test.describe.configure({ mode: "default", timeout: allowanceFor(englishUrls.length * 2, 200) });
  const NOT_READ = new Set(["script", "style", "template", "svg"]);
  const mainOf = (url: string) => find(parseHtml(readBuiltPage(url)), is("main"))!;
  /** The main text, with a space at each element's edge, so "₹650" and a next cell's "3" stay two numbers. */
  const text = (url: string) => {
    const parts: string[] = [];
    const walk = (el: ReturnType<typeof mainOf>) => {
      for (const child of el.children) {
        if (typeof child === "string") parts.push(child);
        else if (!NOT_READ.has(child.tag)) {
          parts.push(" ");
          walk(child);
          parts.push(" ");
        }
      }
    };
    walk(mainOf(url));
    return parts.join("").replace(/\s+/g, " ");
  };
  /**
   * The numbers a reader meets, as written: "10–12" is 10 and 12, "₹1,499" is 1499, "2025" is 2025.
   * "24/7" is a phrase ("every hour of every day"), which Hindi says in words; see the replacements.
   */
  const numbers = (words: string) =>
    new Set(
      (
        words
          .replace(/\b24\/7\b/g, " ")
          // A file's size is its language's own file's (the Hindi guides embed their font).
          .replace(/\b\d+ KB\b/g, " ")
          // A date written with its month's number ("14-09-2025") reads in Hindi with the month's name.
          .replace(/\b(\d{1,2})-\d{2}-(\d{4})\b/g, "$1 $2")
          // "50K+" is the same number as "50,000+".
          .replace(/\b(\d+)K\b/g, (_, n: string) => String(Number(n) * 1000))
          .match(/\d[\d,]*(\.\d+)?/g) ?? []
      ).map((n) => n.replace(/,/g, "")),
    );

  // All tests A–Z lists the tests in each language's own order, so its pages' twins hold other tests;
  // every test's numbers and warnings are checked on its own page (decision 041).
  const twinsHoldTheSameItems = (url: string) => !url.startsWith("/all-tests");

  test("every number of an English page is on its Hindi twin", () => {
    const problems: string[] = [];
    for (const url of englishUrls.filter(twinsHoldTheSameItems)) {
      const hindiNumbers = numbers(text(hindi(url)));
      const missing = [...numbers(text(url))].filter((n) => !hindiNumbers.has(n));
      if (missing.length > 0) problems.push(`${hindi(url)}: ${missing.join(", ")} missing`);
    }
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  });

  test("the same safety boxes and dated medical reviews, and the insulin and pregnancy warnings where English has them", () => {
    const problems: string[] = [];
    const count = (url: string, match: (el: ReturnType<typeof mainOf>) => boolean) => findAll(mainOf(url), match).length;
    const box = (label: string) => (el: ReturnType<typeof mainOf>) => el.tag === "aside" && el.attrs["aria-label"] === label;
    const review = (el: ReturnType<typeof mainOf>) => el.attrs["data-testid"] === "medical-review";
    for (const url of englishUrls.filter(twinsHoldTheSameItems)) {
      const twin = hindi(url);
      const pairs: [string, (el: ReturnType<typeof mainOf>) => boolean, (el: ReturnType<typeof mainOf>) => boolean][] = [
        ["emergency boxes", box("Emergency warning"), box("इमरजेंसी चेतावनी")],
        ["safety boxes", box("Safety advice"), box("सुरक्षा सलाह")],
        ["medical reviews", review, review],
      ];
      for (const [what, english, translated] of pairs)
        if (count(url, english) !== count(twin, translated)) problems.push(`${twin}: ${count(twin, translated)} ${what}, English ${count(url, english)}`);
      const [en, hi] = [text(url), text(twin)];
      if (/\binsulin\b/i.test(en) && !/इंसुलिन/.test(hi)) problems.push(`${twin}: no insulin warning`);
      // An untranslated test's description says it in English, marked lang="en" (decision 034; the test above finds unmarked English).
      if (/\bpregnan/i.test(en) && !/(गर्भ|प्रेग्नेंसी|प्रेगनेंसी|\bpregnan)/i.test(hi)) problems.push(`${twin}: no pregnancy advice`);
      if (/\b112\b/.test(en) && !/\b112\b/.test(hi)) problems.push(`${twin}: no 112`);
    }
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  });
});

test("/hi/contact-us sent empty or wrong says what is missing in Hindi, before and after hydration", async ({ page }) => {
  const form = page.locator("form", { has: page.locator('textarea[name="message"]') });
  const send = () => form.locator('button[type="submit"]').click();
  const message = (name: string) => form.locator(`[name="${name}"]`);
  // Before hydration: the islands' renderer never comes; the page's first script gives the words.
  await page.route(ISLAND_RENDERER, (route) => route.abort());
  await page.goto("/hi/contact-us");
  await send();
  await expect(message("name")).toHaveJSProperty("validationMessage", "कृपया यह खाना भरें।");
  await message("name").fill("आशा वर्मा");
  await message("email").fill("asha");
  await send();
  await expect(message("email")).toHaveJSProperty("validationMessage", "कृपया सही ईमेल पता लिखें, जैसे name@example.com");
  await message("email").fill("asha@example.com");
  await send();
  await expect(message("email")).toHaveJSProperty("validationMessage", "");
  await expect(message("subject")).toHaveJSProperty("validationMessage", "कृपया सूची में से एक विकल्प चुनें।");
  // Hydrated: the same.
  await page.unroute(ISLAND_RENDERER);
  await open(page, "/hi/contact-us");
  await send();
  await expect(message("name")).toHaveJSProperty("validationMessage", "कृपया यह खाना भरें।");
  await expect(message("name")).toBeFocused();
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

const languageSwitch = (page: Page) => page.getByRole("banner").locator("a[data-keep-query]");

test("the switch leads to the same search in the other language and back, filters and page kept", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const query = "?q=thyroid&specialty=endocrinology&page=1";
  await open(page, `/find-test${query}`);
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
    await open(page, `/hi/find-test?q=${encodeURIComponent(query)}`);
    await expect(results.getByRole("link", { name: "लिपिड प्रोफ़ाइल (Lipid Profile)", exact: true }).first(), query).toBeVisible();
  }
  await open(page, `/hi/find-test?q=${encodeURIComponent("थायरॉइड")}`);
  await expect(results.getByRole("link").first()).toContainText("थायरॉइड");
});
