import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { otherLanguageUrls } from "#app/site-urls.ts";
import { styleProblemsIn } from "#content/compiler/hindi-style-check.ts";
import { pageJavaScript, PHONE_WIDTH } from "#scripts/build-html.mjs";
import { client } from "#tests/deploy-cases.ts";
import { builtPageFiles, builtPageTrees, readBuiltPage } from "./built-pages.ts";
import { BOTH_LANGUAGES_ALLOWANCE_MS, DEVANAGARI, englishUrls, hindi, NOT_TEXT } from "./hindi-twins.ts";
import { find, findAll, is, textContent, type El } from "./html-tree.ts";
import { englishWordsIn } from "./latin-words.ts";

// Every Hindi page as the build wrote it (./hindi-twins.ts): its twin of each English URL, joined both
// ways; no English word; the Hindi style sheet; links that stay in Hindi; no Hindi in an English page's
// scripts; the forms' Hindi words. Each page is read and parsed once for the tests of this file.

/** Elements whose text a reader meets as one piece (a sentence does not run across them). */
const BLOCKS = new Set([
  "title",
  "p",
  "li",
  "dt",
  "dd",
  "td",
  "th",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "ul",
  "ol",
  "dl",
  "table",
  "tr",
  "figcaption",
  "blockquote",
  "label",
  "legend",
  "summary",
  "details",
  "button",
  "option",
  "form",
  "fieldset",
  "address",
  "br",
]);
/**
 * A page title whose name is only an abbreviation: Latin capitals and digits, in parts joined by a hyphen
 * or a space ("CA-125", "CA 19-9", "DHEA-S", "HLA-B27"), then the brand.
 */
const ABBREVIATION_ONLY_TITLE = /^[A-Z][A-Z0-9]+(?:[ -][A-Z0-9]+)* – [^–]+$/;
/** A link to a file: the same in every language (each language has its own guides, /hi/downloads/). */
const FILE = /^\/(images|assets)\/|^\/[^/?#]+\.(svg|png|ico|xml|txt)$/;

test.describe("every Hindi page, as the build wrote it", () => {
  test.describe.configure({ mode: "default", timeout: BOTH_LANGUAGES_ALLOWANCE_MS });
  let filesOnce: Map<string, string> | undefined;
  const files = () => (filesOnce ??= builtPageFiles());
  // Each page parsed once for the tests below, as a browser without JavaScript reads it (a <noscript>'s
  // words are markup, which the style check reads).
  const dom = builtPageTrees({ scriptingEnabled: false });

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
      // A test not yet translated keeps its English name, marked <title lang="en"> (decision 034). A name
      // that is only an abbreviation stays as it is in Hindi ("CA-125", "CK-MB": docs/hindi-style.md,
      // "Names"; docs/content-review.md rule 28), so its page keeps the English title; its description is Hindi.
      const keptInLatin = find(hi, is("title"))?.attrs.lang === "en" || ABBREVIATION_ONLY_TITLE.test(title(hi));
      if (title(en) === title(hi) && !keptInLatin) problems.push(`${twin}: the same title as ${url}`);
      if (!DEVANAGARI.test(title(hi)) && !keptInLatin) problems.push(`${twin}: a title with no Hindi: ${title(hi)}`);
      const description = (doc: typeof en) => find(doc, is("meta", { name: "description" }))?.attrs.content ?? "";
      if (!DEVANAGARI.test(description(hi))) problems.push(`${twin}: a description with no Hindi`);
      const alternates = (doc: typeof en) =>
        Object.fromEntries(
          findAll(doc, (el) => el.tag === "link" && el.attrs.rel === "alternate").map((el) => [
            el.attrs.hreflang,
            new URL(el.attrs.href!).pathname,
          ]),
        );
      const canonical = find(en, is("link", { rel: "canonical" }));
      if (canonical) {
        const english = new URL(canonical.attrs.href!).pathname;
        const expected = { "en-IN": english, "hi-IN": hindi(english), "x-default": english };
        for (const [page, doc] of [
          [url, en],
          [twin, hi],
        ] as const)
          if (JSON.stringify(alternates(doc)) !== JSON.stringify(expected))
            problems.push(`${page}: alternates ${JSON.stringify(alternates(doc))}`);
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
    const lines = [...found].map(
      ([text, pages]) => `${text}\n    on ${[...pages].slice(0, 3).join(", ")}${pages.size > 3 ? ` and ${pages.size - 3} more` : ""}`,
    );
    expect(lines, lines.slice(0, 60).join("\n")).toEqual([]);
  });

  test("every Hindi page follows the Hindi style sheet, sentences built around links included (docs/hindi-style.md)", () => {
    // The unit test (content/compiler/hindi-style.test.ts) reads each string; here the page's text is
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
      // A test's search aliases (what people type, shown as badges) are checked as the "aliases" field,
      // which may keep a spelling the sheet allows only there ("टॉर्च").
      const aliases: string[] = [];
      const walk = (el: El) => {
        if (NOT_TEXT.has(el.tag)) return;
        if (el.attrs["data-search-aliases"] !== undefined) {
          aliases.push(...findAll(el, is("li")).map((item) => textContent(item)));
          return;
        }
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
      for (const [block, where] of [
        ...blocks.map((text) => [text, undefined] as const),
        ...aliases.map((text) => [text, "aliases"] as const),
      ]) {
        const text = block.replace(/\s+/g, " ").trim();
        if (!DEVANAGARI.test(text)) continue;
        // The header and footer repeat on every page: each text is checked once.
        const key = `${where ?? ""}\u0000${text}`;
        if (!checked.has(key)) checked.set(key, styleProblemsIn(text, where));
        for (const problem of checked.get(key)!) found.set(problem, (found.get(problem) ?? new Set()).add(url));
      }
    }
    expect(urls.length).toBeGreaterThan(90);
    const lines = [...found].map(
      ([problem, pages]) => `${problem}\n    on ${[...pages].slice(0, 3).join(", ")}${pages.size > 3 ? ` and ${pages.size - 3} more` : ""}`,
    );
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
