import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { siteUrls } from "#app/site-urls.ts";
import { pageFiles, urlOfPageFile } from "#scripts/build-html.mjs";
import { allowanceFor } from "./helpers.ts";
import { closest, findAll, parseHtml, type El } from "./html-tree.ts";

// The built pages as the content rules of docs/content-review.md read them (issue #22): what a patient
// reads, not the data behind it. The rules (content-rules-*.spec.ts) read every pre-rendered page of the
// test build from disk (the page files and their URLs from scripts/build-html.mjs, the markup with
// parse5, the parser that script uses) and fail with the URL and the text that break it. Every loop
// counts the pages it checked, so a rule cannot pass having checked nothing. Expected texts are written
// out in the specs by hand (from docs/content-review.md and the content it describes), never computed
// with the code under test.

const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");

/**
 * The allowance of a rule that reads every page: it grows with the number of pages (a fixed one fails as
 * the site grows, and sooner on a busy machine).
 */
export const EVERY_PAGE_ALLOWANCE_MS = allowanceFor(siteUrls().length, 300);

// ---------------------------------------------------------------------------------------------------
// A small reading of a parsed page (the tree of ./html-tree): the text blocks a reader sees.

/** Never read as page text: code, styles, icons, inert markup. */
const UNREAD = new Set(["script", "style", "template", "noscript", "svg", "head"]);
/** Elements that flow inside a line of text; everything else starts its own block. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
  "img",
  "picture",
  "source",
  "br",
]);
/** Inline elements that the page's classes lay out as boxes of their own ("block", "flex"…). */
const BOX_CLASS = /(^|\s)(block|inline-block|flex|inline-flex|grid)(\s|$)/;
const isBlock = (el: El) => !UNREAD.has(el.tag) && (!INLINE.has(el.tag) || BOX_CLASS.test(el.attrs.class ?? ""));

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What a reader sees of an element, as one line. `skip` leaves elements out (a safety box); with
 * `ownOnly`, nested blocks are left out too (the element's own line of text).
 */
export function textOf(el: El, options: { skip?: (el: El) => boolean; ownOnly?: boolean } = {}): string {
  const parts: string[] = [];
  const walk = (node: El) => {
    for (const child of node.children) {
      if (typeof child === "string") {
        parts.push(child);
        continue;
      }
      if (UNREAD.has(child.tag) || options.skip?.(child)) continue;
      if (child.tag === "br") {
        parts.push(" ");
        continue;
      }
      const block = isBlock(child);
      if (block && options.ownOnly) {
        parts.push(" ");
        continue;
      }
      if (block) parts.push(" ");
      walk(child);
      if (block) parts.push(" ");
    }
  };
  walk(el);
  return squash(parts.join(""));
}

/** Every block of `root` that has text of its own, with that text (nested blocks are their own entries). */
export function textBlocks(root: El, skip?: (el: El) => boolean): { el: El; own: string }[] {
  const blocks: { el: El; own: string }[] = [];
  const visit = (el: El) => {
    if (UNREAD.has(el.tag) || skip?.(el)) return;
    if (el === root || isBlock(el)) {
      const own = textOf(el, { ownOnly: true, skip });
      if (own !== "") blocks.push({ el, own });
    }
    for (const child of el.children) if (typeof child !== "string") visit(child);
  };
  visit(root);
  return blocks;
}

/** A block's text in sentences (a new sentence after . ! or ? and a space). */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[^a-z])/)
    .map((s) => s.trim())
    .filter(Boolean);

export const shorten = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

// ---------------------------------------------------------------------------------------------------
// The built pages.

interface BuiltPage {
  url: string;
  doc: El;
  main: El;
}

let builtPages: BuiltPage[] | undefined;

/**
 * Every pre-rendered page of the test build (not the not-found files), parsed once per worker: this
 * module's cache outlives a spec file, so each content-rules spec the worker runs reads the same parse.
 */
export function pages(): BuiltPage[] {
  if (builtPages) return builtPages;
  // The English pages: these rules read English words. The Hindi twins are held to them by
  // tests/e2e/hindi-medical-facts.spec.ts (the same facts, boxes and reviews as their English page).
  builtPages = pageFiles(client)
    .filter((file) => !/^\/hi(\/|\.html$)/.test(file))
    .map((file) => {
      const url = urlOfPageFile(file);
      const doc = parseHtml(readFileSync(path.join(client, file), "utf8"));
      const mains = findAll(doc, (el) => el.tag === "main");
      if (mains.length !== 1) throw new Error(`${url}: ${mains.length} <main> elements, expected one`);
      return { url, doc, main: mains[0]! };
    });
  return builtPages;
}

export function page(url: string): BuiltPage {
  const found = pages().find((p) => p.url === url);
  if (!found) throw new Error(`No built page for ${url}`);
  return found;
}

const SAFETY_BOX = /^(Emergency warning|Safety advice)$/;
/** The boxed safety notices (app/components/ui/medical-note.tsx SafetyBox). */
export const isSafetyBox = (el: El) => el.tag === "aside" && SAFETY_BOX.test(el.attrs["aria-label"] ?? "");
export const safetyBoxes = (root: El, label?: "Emergency warning" | "Safety advice") =>
  findAll(root, (el) => isSafetyBox(el) && (label === undefined || el.attrs["aria-label"] === label));

export const mainText = (p: BuiltPage, skip?: (el: El) => boolean) => textOf(p.main, { skip });

/** Records how many pages a rule read, in the test's annotations (the HTML report shows them). */
export const note = (what: string, count: number) => test.info().annotations.push({ type: what, description: String(count) });

/**
 * The warnings a list of item cards says once above its cards (app/components/ui/item-list.tsx;
 * docs/content-review.md, rules 1 and 5): the list around `el`, and its notice lines of that kind.
 */
export function listNoticesAround(el: El, kind: "emergency" | "fasting"): { list: El; lines: string[] } | null {
  const list = closest(el, (at) => "data-item-list" in at.attrs);
  if (!list) return null;
  return { list, lines: findAll(list, (at) => at.attrs["data-safety"] === kind).map((at) => textOf(at)) };
}

/** An item card's name: its heading's text. */
export const cardName = (card: El) => textOf(findAll(card, (el) => /^h[23]$/.test(el.tag))[0] ?? card);

/** A list notice's line concerns the card: it names it, or every card of the list. */
export const concerns = (line: string, name: string) => line.includes(`${name}`) || line.includes("For every test and package below.");

const isTestPage = (url: string) => /^\/test-details\/\d+$/.test(url);
const isPackagePage = (url: string) => /^\/package-details\/\d+$/.test(url);
export const isDetailsPage = (url: string) => isTestPage(url) || isPackagePage(url);
/** /services/{dept} and /services/{dept}/{sub}; /services/lab is the overview under another name. */
export const isDepartmentPage = (url: string) => /^\/services\/[^/]+(\/[^/]+)?$/.test(url) && url !== "/services/lab";
