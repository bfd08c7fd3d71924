import { loadEnv } from "vite";
import { siteOriginFromEnv } from "#app/config/site-url.ts";
import { aliasUrls, canonicalUrls, personalUrls } from "#app/site-urls.ts";
import { builtPageFiles, readBuiltPage } from "./built-pages.ts";
import { allowanceFor } from "./helpers.ts";
import { closest, find, findAll, hasClass, is, parseHtml, textContent, type El } from "./html-tree.ts";

// Findability, read the way a crawler reads it (seo-*.spec.ts): the pre-rendered HTML of every URL, its
// head tags and JSON-LD, plus sitemap.xml and robots.txt. The pages' markup is read from the test build on
// disk (build-e2e/client, with parse5) and parsed once per worker (pages() below; this module's cache
// outlives a spec file); one HTTP pass, in parallel batches, holds what only the server can say: every URL
// answers 200 with exactly the file read here, the share image and every URL the JSON-LD names answer 200,
// sitemap.xml and robots.txt are served, an unknown URL gets a 404. (Reading a hundred pages one after
// another over HTTP inside a fixed-time hook used to run out of time on a busy machine, and then none of
// the checks ran.) The origin is the one the e2e build was made with (.env.e2e), read the same way the
// build reads it.
export const origin = siteOriginFromEnv(loadEnv("e2e", process.cwd(), "VITE_"));

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

interface Crumb {
  label: string;
  href: string | null;
}

export interface PageHead {
  url: string;
  title: string;
  description: string;
  canonicals: string[];
  robots: string | null;
  /** Open Graph (property=) and Twitter (name=) tags, first value of each. */
  tags: Map<string, string>;
  /** Raw text of each JSON-LD script, and its parsed value (or the parse error). */
  jsonLd: { raw: string; value: Json | Error }[];
  h1: string;
  breadcrumb: Crumb[] | null;
  /** Questions and answers shown under a "Frequently asked questions" heading. */
  faqs: { question: string; answer: string }[];
  /** Names on the centre cards. */
  centreNames: string[];
  /** The price in the details sidebar, as shown. */
  price: string | null;
}

/** An element's textContent with its whitespace collapsed; `skip` leaves elements out. */
const text = (node: El | null | undefined, skip?: (el: El) => boolean) => (node ? textContent(node, skip) : "").replace(/\s+/g, " ").trim();

/** Text a person sees: decorative (aria-hidden) parts left out. */
const visibleText = (node: El) => text(node, (el) => el.attrs["aria-hidden"] === "true");

/** Inside a <main> (the CSS selector "main x"). */
const inMain = (el: El) => el.parent !== null && closest(el.parent, is("main")) !== null;

export function readPage(url: string, html: string): PageHead {
  // As a crawler that runs no script reads it: a <noscript>'s content is markup.
  const doc = parseHtml(html, { scriptingEnabled: false });
  const head = find(doc, is("head"));
  if (!head) throw new Error(`${url}: no <head>`);
  const tags = new Map<string, string>();
  for (const meta of findAll(head, (el) => el.tag === "meta" && (el.attrs.property !== undefined || el.attrs.name !== undefined))) {
    const key = meta.attrs.property ?? meta.attrs.name ?? "";
    if (!tags.has(key)) tags.set(key, meta.attrs.content ?? "");
  }
  const jsonLd = findAll(doc, is("script", { type: "application/ld+json" })).map((script) => {
    const raw = textContent(script);
    try {
      return { raw, value: JSON.parse(raw) as Json };
    } catch (error) {
      return { raw, value: error as Error };
    }
  });
  const nav = find(doc, (el) => is("nav", { "aria-label": "Breadcrumb" })(el) && inMain(el));
  const breadcrumb = nav ? findAll(nav, is("li")).map((li) => ({ label: text(li), href: find(li, is("a"))?.attrs.href ?? null })) : null;
  const faqHeading = findAll(doc, (el) => el.tag === "h2" && inMain(el)).find((h2) => /frequently asked questions/i.test(text(h2)));
  const faqSection = faqHeading ? closest(faqHeading, is("section")) : null;
  const faqs = (faqSection ? findAll(faqSection, is("details")) : []).map((details) => {
    const summary = find(details, is("summary"));
    return { question: summary ? visibleText(summary) : "", answer: text(details, (el) => el === summary) };
  });
  const price = find(doc, (el) => hasClass(el, "tabular") && closest(el, is("aside", { "aria-label": "Price and booking" })) !== null);
  return {
    url,
    title: text(find(head, is("title"))),
    description: find(head, is("meta", { name: "description" }))?.attrs.content ?? "",
    canonicals: findAll(head, is("link", { rel: "canonical" })).map((link) => link.attrs.href ?? ""),
    robots: find(head, is("meta", { name: "robots" }))?.attrs.content ?? null,
    tags,
    jsonLd,
    h1: text(find(doc, (el) => el.tag === "h1" && inMain(el))),
    breadcrumb,
    faqs,
    centreNames: findAll(doc, (el) => el.tag === "h3" && closest(el, (c) => c.attrs["data-testid"] === "centre-card") !== null).map((h3) =>
      text(h3),
    ),
    price: text(price) || null,
  };
}

/** Every object node in a JSON-LD value (top level, @graph members and nested values). */
export function nodes(value: Json): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value === null || typeof value !== "object") return [];
  return [value, ...Object.values(value).flatMap(nodes)];
}

/** The top-level entities of a JSON-LD block (a @graph's members, or the block itself). */
function entities(value: Json): JsonObject[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  const graph = value["@graph"];
  return Array.isArray(graph) ? graph.filter((n): n is JsonObject => n !== null && typeof n === "object" && !Array.isArray(n)) : [value];
}

export const types = (node: JsonObject): string[] => {
  const type = node["@type"];
  return (Array.isArray(type) ? type : type === undefined ? [] : [type]).map((t) => (typeof t === "string" ? t : JSON.stringify(t)));
};
export const isType = (node: JsonObject, type: string) => types(node).includes(type);
export const asObject = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
export const asArray = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
export const parsed = (page: PageHead) => page.jsonLd.flatMap((block) => (block.value instanceof Error ? [] : [block.value]));
export const pageEntities = (page: PageHead) => parsed(page).flatMap(entities);

// Personal pages (the visitor's own list) are checked apart: noindex, no canonical link, no sitemap entry.
const urls = [...canonicalUrls(), ...aliasUrls()];
/** Every URL the HTTP pass requests: each pre-rendered page a crawler can reach. */
export const servedUrls = [...urls, ...personalUrls()];

// Each spec checks one aspect of every page in tests run in order in one worker, on pages read and
// parsed once (pages() below). Reading a page from disk is cheap, but it is still work per page: the
// allowance grows with their number, so a bigger site or a busy machine does not run out of time.
export const EVERY_PAGE_ALLOWANCE_MS = allowanceFor(servedUrls.length, 300);

let parsedPages: Map<string, PageHead> | undefined;

/** Every page's head and the visible parts the checks compare it with, from the build on disk. */
export function pages(): Map<string, PageHead> {
  if (parsedPages) return parsedPages;
  const files = builtPageFiles();
  parsedPages = new Map(servedUrls.map((url) => [url, readPage(url, readBuiltPage(url, files))]));
  return parsedPages;
}

export const all = () => urls.map((url) => pages().get(url)!);
/** Pages that are their own canonical URL (the /facilities/... and /services/lab aliases are not). */
export const canonicalPages = () => all().filter((page) => page.canonicals[0] === `${origin}${page.url}`);
