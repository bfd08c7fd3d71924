import { samePageIn } from "~/domain/locale-paths";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { loadEnv } from "vite";
import { siteOriginFromEnv } from "~/config/site-url";
import { centres } from "~/content/centres";
import { aliasUrls, canonicalUrls, personalUrls } from "~/site-urls";
import { inBatches } from "../deploy-cases";
import { builtPageFiles, readBuiltPage } from "./built-pages";
import { allowanceFor } from "./helpers";
import { closest, find, findAll, hasClass, is, parseHtml, textContent, type El } from "./html-tree";

// Findability, read the way a crawler reads it: the pre-rendered HTML of every URL, its head tags and
// JSON-LD, plus sitemap.xml and robots.txt. The pages' markup is read from the test build on disk
// (build-e2e/client, with parse5) and parsed once; one HTTP pass, in parallel batches, holds what only the
// server can say: every URL answers 200 with exactly the file read here, the share image and every URL
// the JSON-LD names answer 200, sitemap.xml and robots.txt are served, an unknown URL gets a 404. (Reading
// a hundred pages one after another over HTTP inside a fixed-time hook used to run out of time on a busy
// machine, and then none of the checks ran.) The origin is the one the e2e build was made with
// (.env.e2e), read the same way the build reads it.
const origin = siteOriginFromEnv(loadEnv("e2e", process.cwd(), "VITE_"));
const DESCRIPTION_MAX = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Crumb {
  label: string;
  href: string | null;
}

interface PageHead {
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
const text = (node: El | null | undefined, skip?: (el: El) => boolean) =>
  (node ? textContent(node, skip) : "").replace(/\s+/g, " ").trim();

/** Text a person sees: decorative (aria-hidden) parts left out. */
const visibleText = (node: El) => text(node, (el) => el.attrs["aria-hidden"] === "true");

/** Inside a <main> (the CSS selector "main x"). */
const inMain = (el: El) => el.parent !== null && closest(el.parent, is("main")) !== null;

function readPage(url: string, html: string): PageHead {
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
  const breadcrumb = nav
    ? findAll(nav, is("li")).map((li) => ({ label: text(li), href: find(li, is("a"))?.attrs.href ?? null }))
    : null;
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
    centreNames: findAll(doc, (el) => el.tag === "h3" && closest(el, (c) => c.attrs["data-testid"] === "centre-card") !== null).map((h3) => text(h3)),
    price: text(price) || null,
  };
}

/** Every object node in a JSON-LD value (top level, @graph members and nested values). */
function nodes(value: Json): JsonObject[] {
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

const types = (node: JsonObject): string[] => {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
};
const isType = (node: JsonObject, type: string) => types(node).includes(type);
const asObject = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? value : {};
const asArray = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const parsed = (page: PageHead) => page.jsonLd.flatMap((block) => (block.value instanceof Error ? [] : [block.value]));
const pageEntities = (page: PageHead) => parsed(page).flatMap(entities);

const EXPECTED_TYPES = new Set([
  "DiagnosticLab",
  "AdministrativeArea",
  "PostalAddress",
  "MedicalClinic",
  "OpeningHoursSpecification",
  "MedicalTest",
  "Product",
  "Brand",
  "Offer",
  "FAQPage",
  "Question",
  "Answer",
  "BreadcrumbList",
  "ListItem",
]);

// Personal pages (the visitor's own list) are checked apart: noindex, no canonical link, no sitemap entry.
const urls = [...canonicalUrls(), ...aliasUrls()];
/** Every URL the HTTP pass requests: each pre-rendered page a crawler can reach. */
const servedUrls = [...urls, ...personalUrls()];

// One worker reads and parses every page once (pages() below), then each test checks one aspect of all
// of them. Reading a page from disk is cheap, but it is still work per page: the allowance grows with
// their number, so a bigger site or a busy machine does not run out of time.
test.describe.configure({ mode: "default", timeout: allowanceFor(servedUrls.length, 300) });

let parsedPages: Map<string, PageHead> | undefined;

/** Every page's head and the visible parts the checks compare it with, from the build on disk. */
function pages(): Map<string, PageHead> {
  if (parsedPages) return parsedPages;
  const files = builtPageFiles();
  parsedPages = new Map(servedUrls.map((url) => [url, readPage(url, readBuiltPage(url, files))]));
  return parsedPages;
}

/** Requests the paths a few at a time; each must answer 200. The allowance grows with their number. */
async function expectAllAnswer200(request: APIRequestContext, paths: string[]) {
  test.setTimeout(allowanceFor(paths.length, 500));
  await inBatches(paths, async (path) => expect((await request.get(path)).status(), path).toBe(200));
}

const all = () => urls.map((url) => pages().get(url)!);
/** Pages that are their own canonical URL (the /facilities/... and /services/lab aliases are not). */
const canonicalPages = () => all().filter((page) => page.canonicals[0] === `${origin}${page.url}`);

test("every URL answers 200 with the very HTML file these checks read", async ({ request }) => {
  test.setTimeout(allowanceFor(servedUrls.length, 500));
  const files = builtPageFiles();
  await inBatches(servedUrls, async (url) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(/^text\/html/);
    expect(await response.text() === readBuiltPage(url, files), `${url} is served as built`).toBe(true);
  });
});

test("every page has exactly one canonical URL on the site origin", () => {
  for (const page of all()) {
    expect(page.canonicals, `${page.url} has one canonical link`).toHaveLength(1);
    const canonical = new URL(page.canonicals[0] ?? "");
    expect(canonical.origin, page.url).toBe(origin);
    expect(canonical.search + canonical.hash, `${page.url} canonical has no query or fragment`).toBe("");
    expect(page.robots, `${page.url} is indexable`).toBeNull();
  }
  expect(canonicalPages().map((page) => page.url).sort()).toEqual([...canonicalUrls()].sort());
});

test("an alias names a canonical page that shows the same screen", () => {
  const sitemapped = new Set(canonicalUrls().map((url) => `${origin}${url}`));
  const aliases = all().filter((page) => !canonicalPages().includes(page));
  // /services/lab and the ten subcategories under each of /facilities/lab and /facilities/health-packages.
  expect(aliases).toHaveLength(21);
  for (const alias of aliases) {
    const canonical = alias.canonicals[0] ?? "";
    expect(sitemapped.has(canonical), `${alias.url} → ${canonical}`).toBe(true);
    const target = pages().get(canonical.slice(origin.length));
    expect(alias.h1, `${alias.url} shows what ${canonical} shows`).toBe(target?.h1);
  }
});

test("every canonical page has its own title and description", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  expect(canonicalPages().length).toBeGreaterThan(50); // the 41 test and package pages alone
  for (const page of canonicalPages()) {
    expect(page.title, `${page.url} has a title`).not.toBe("");
    expect(titles.get(page.title), `${page.url} repeats the title of ${titles.get(page.title)}`).toBeUndefined();
    titles.set(page.title, page.url);
    expect(page.description.length, `${page.url} description: "${page.description}"`).toBeGreaterThanOrEqual(50);
    expect(page.description.length, `${page.url} description: "${page.description}"`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(descriptions.get(page.description), `${page.url} repeats the description of ${descriptions.get(page.description)}`).toBeUndefined();
    descriptions.set(page.description, page.url);
  }
});

test("every page has Open Graph and Twitter card tags, and the share image is served", async ({ request }) => {
  const images = new Set<string>();
  for (const page of all()) {
    const tag = (key: string) => page.tags.get(key) ?? "";
    expect(tag("og:type"), page.url).toBe("website");
    expect(tag("og:locale"), page.url).toBe("en_IN");
    expect(tag("og:site_name"), page.url).not.toBe("");
    expect(tag("og:url"), page.url).toBe(page.canonicals[0]);
    expect(tag("og:title"), page.url).toBe(page.title);
    expect(tag("og:description"), page.url).toBe(page.description);
    expect(tag("og:image:alt"), page.url).not.toBe("");
    expect(tag("twitter:card"), page.url).toBe("summary_large_image");
    expect(tag("twitter:title"), page.url).toBe(page.title);
    expect(tag("twitter:description"), page.url).toBe(page.description);
    expect(tag("twitter:image"), page.url).toBe(tag("og:image"));
    expect(tag("og:image").startsWith(`${origin}/`), page.url).toBe(true);
    images.add(`${tag("og:image")} ${tag("og:image:width")}x${tag("og:image:height")} ${tag("og:image:type")}`);
  }
  expect(all().length).toBeGreaterThan(50);
  expect(images.size).toBeGreaterThanOrEqual(1);
  for (const image of images) {
    const [url = "", size = "", type = ""] = image.split(" ");
    const response = await request.get(url.slice(origin.length));
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toContain(type);
    const png = await response.body();
    // PNG header: width and height are the first two fields of the IHDR chunk.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, url).toBe(size);
    expect(size).toBe("1200x630");
    expect(png.length, `${url} stays small`).toBeLessThan(80 * 1024);
  }
});

test("every JSON-LD block parses, cannot end its script early and uses the expected schema.org types", () => {
  let blocks = 0;
  for (const page of all()) {
    for (const block of page.jsonLd) {
      blocks++;
      expect(block.value instanceof Error ? block.value.message : "parsed", `${page.url}: ${block.raw.slice(0, 80)}`).toBe("parsed");
      expect(block.raw, `${page.url}: raw < or > in JSON-LD`).not.toMatch(/[<>]/);
      expect(asObject(block.value as Json)["@context"], page.url).toBe("https://schema.org");
      for (const node of nodes(block.value as Json)) {
        for (const type of types(node)) expect(EXPECTED_TYPES.has(type), `${page.url}: unexpected @type ${type}`).toBe(true);
      }
    }
  }
  // One block a page on 83 pages of today's build: at least the 41 test and package pages, the home page and /locations.
  expect(blocks).toBeGreaterThanOrEqual(43);
});

test("every absolute URL in the JSON-LD on the site origin answers 200", async ({ request }) => {
  const linked = new Set<string>();
  const keys = new Set(["url", "item", "logo", "image", "@id"]);
  for (const page of all()) {
    for (const node of parsed(page).flatMap(nodes)) {
      for (const [key, value] of Object.entries(node)) {
        if (keys.has(key) && typeof value === "string" && value.startsWith(`${origin}/`)) {
          linked.add(new URL(value).pathname);
        }
      }
    }
  }
  expect(linked.size).toBeGreaterThan(50);
  await expectAllAnswer200(request, [...linked]);
});

test("the brand is a DiagnosticLab on the home page only, with contact details and address", () => {
  const brandPages = all().filter((page) => pageEntities(page).some((node) => isType(node, "DiagnosticLab")));
  expect(brandPages.map((page) => page.url)).toEqual(["/"]);
  const brand = pageEntities(pages().get("/") as PageHead).find((node) => isType(node, "DiagnosticLab")) as JsonObject;
  expect(brand).toMatchObject({
    "@id": `${origin}/#organization`,
    name: pages().get("/")?.tags.get("og:site_name"),
    url: `${origin}/`,
    logo: `${origin}/logo.png`,
    telephone: expect.stringMatching(/^\+91[\d ]+$/),
    email: expect.stringContaining("@"),
    address: { "@type": "PostalAddress", addressCountry: "IN", streetAddress: expect.any(String) },
  });
  expect(asArray(brand.sameAs).length).toBeGreaterThanOrEqual(4);
  expect(asArray(brand.areaServed).length).toBeGreaterThanOrEqual(2);
  // Nodes elsewhere point at the brand by the same @id.
  const references = all().flatMap((page) =>
    parsed(page)
      .flatMap(nodes)
      .filter((node) => isType(node, "DiagnosticLab")),
  );
  // The home page's own node and the provider of each of the 41 test and package pages, at least.
  expect(references.length).toBeGreaterThanOrEqual(42);
  for (const reference of references) expect(reference["@id"]).toBe(`${origin}/#organization`);
});

test("the centre locator describes all nine centres as MedicalClinic with address and opening hours", () => {
  const locations = pages().get("/locations") as PageHead;
  const clinics = pageEntities(locations).filter((node) => isType(node, "MedicalClinic"));
  expect(clinics).toHaveLength(9);
  expect(locations.centreNames).toHaveLength(9);
  const brandName = locations.tags.get("og:site_name");
  expect(clinics.map((clinic) => clinic.name).sort()).toEqual(locations.centreNames.map((name) => `${brandName} – ${name}`).sort());
  for (const clinic of clinics) {
    const address = asObject(clinic.address);
    expect(address, String(clinic.name)).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
    for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode"]) {
      expect(typeof address[key] === "string" && address[key] !== "", `${String(clinic.name)} ${key}`).toBe(true);
    }
    const hours = asArray(clinic.openingHoursSpecification).map(asObject);
    expect(hours.length, String(clinic.name)).toBeGreaterThan(0);
    for (const spec of hours) {
      expect(spec["@type"]).toBe("OpeningHoursSpecification");
      expect(asArray(spec.dayOfWeek).length).toBeGreaterThan(0);
      expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
      expect(spec.closes).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(clinic.telephone).toMatch(/^\+91[\d ]+$/);
  }
  // The phones and hours shown on the cards are the ones described.
  expect(new Set(clinics.map((clinic) => clinic.telephone))).toEqual(new Set(centres.map((centre) => centre.phone)));
  expect(all().filter((page) => pageEntities(page).some((node) => isType(node, "MedicalClinic"))).map((p) => p.url)).toEqual([
    "/locations",
  ]);
});

test("every test and package page describes its item as MedicalTest with an INR offer at the shown price", () => {
  const details = all().filter((page) => /^\/(test|package)-details\//.test(page.url));
  expect(details.length).toBeGreaterThan(30);
  for (const page of details) {
    const items = pageEntities(page).filter((node) => isType(node, "MedicalTest"));
    expect(items, page.url).toHaveLength(1);
    const item = items[0] as JsonObject;
    expect(types(item), page.url).toEqual(["MedicalTest", "Product"]);
    expect(item.name, page.url).toBe(page.h1);
    expect(item.url, page.url).toBe(page.canonicals[0]);
    const offer = asObject(item.offers);
    expect(offer["@type"], page.url).toBe("Offer");
    expect(offer.priceCurrency, page.url).toBe("INR");
    expect(offer.availability, page.url).toBe("https://schema.org/InStock");
    expect(offer.url, page.url).toBe(page.canonicals[0]);
    expect(typeof offer.price, page.url).toBe("number");
    const shown = Number((page.price ?? "").replace(/[^\d.]/g, ""));
    expect(offer.price, `${page.url} shows ${page.price}`).toBe(shown);
  }
  const elsewhere = all().filter((page) => !details.includes(page) && pageEntities(page).some((node) => isType(node, "MedicalTest")));
  expect(elsewhere.map((page) => page.url)).toEqual([]);
});

test("every page that shows FAQs has a FAQPage with the same questions and answers, and no other page has one", () => {
  const withFaqs = all().filter((page) => page.faqs.length > 0);
  expect(withFaqs.map((page) => page.url).sort()).toEqual(["/home-care", "/resources"]);
  for (const page of all()) {
    const faqPages = pageEntities(page).filter((node) => isType(node, "FAQPage"));
    if (page.faqs.length === 0) {
      expect(faqPages, page.url).toHaveLength(0);
      continue;
    }
    expect(faqPages, page.url).toHaveLength(1);
    const described = asArray(asObject(faqPages[0]).mainEntity).map((entry) => {
      const question = asObject(entry);
      const answer = asObject(question.acceptedAnswer);
      expect(question["@type"]).toBe("Question");
      expect(answer["@type"]).toBe("Answer");
      return { question: question.name, answer: answer.text };
    });
    expect(described, page.url).toEqual(page.faqs);
  }
});

test("every visible breadcrumb has a BreadcrumbList with the same steps, and only those pages have one", () => {
  const withCrumbs = all().filter((page) => page.breadcrumb);
  expect(withCrumbs.length).toBeGreaterThan(20);
  for (const page of all()) {
    const lists = pageEntities(page).filter((node) => isType(node, "BreadcrumbList"));
    if (!page.breadcrumb) {
      expect(lists, page.url).toHaveLength(0);
      continue;
    }
    expect(lists, page.url).toHaveLength(1);
    const items = asArray(asObject(lists[0]).itemListElement).map(asObject);
    expect(
      items.map((item) => ({ type: item["@type"], position: item.position, name: item.name, item: item.item })),
      page.url,
    ).toEqual(
      page.breadcrumb.map((crumb, index) => ({
        type: "ListItem",
        position: index + 1,
        name: crumb.label,
        // Linked steps point where the link goes; the current page (last, unlinked) is the canonical URL.
        item: crumb.href ? `${origin}${crumb.href}` : page.canonicals[0],
      })),
    );
  }
});

test("sitemap.xml lists exactly the canonical pages, in both languages, and robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(locs.length).toBeGreaterThan(100); // the 41 test and package pages alone, twice
  expect(new Set(locs).size).toBe(locs.length);
  const english = canonicalPages().map((page) => page.canonicals[0]!);
  const hindi = english.map((url) => `${origin}${samePageIn(new URL(url).pathname, "hi")}`);
  expect([...locs].sort()).toEqual([...english, ...hindi].sort());
  // Each page's entry names both languages and x-default (decision 026), as the page's own <head> does.
  for (const [url, twin] of english.map((url, index) => [url, hindi[index]!]))
    for (const loc of [url, twin])
      expect(xml, loc).toContain(
        `<loc>${loc}</loc>\n    <xhtml:link rel="alternate" hreflang="en-IN" href="${url}"/>\n    <xhtml:link rel="alternate" hreflang="hi-IN" href="${twin}"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url}"/>`,
      );
  expect(locs.some((loc) => loc.includes("/facilities/"))).toBe(false);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const txt = await robots.text();
  expect(txt).toMatch(/^User-agent: \*$/m);
  expect(txt).not.toMatch(/^Disallow: \/\s*$/m);
  expect(txt).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.+]/g, "\\$&")}/sitemap\\.xml$`, "m"));
});

test("a personal page is pre-rendered but noindex, with no canonical link, share tags, JSON-LD or sitemap entry", async ({ request }) => {
  // Its 200 and its served HTML: the first test.
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(personalUrls()).toEqual(["/my-package"]);
  for (const url of personalUrls()) {
    const page = pages().get(url)!;
    expect(page.h1, url).not.toBe("");
    expect(page.robots, url).toBe("noindex");
    expect(page.canonicals, url).toEqual([]);
    expect(page.tags.has("og:url"), url).toBe(false);
    expect(page.jsonLd, url).toEqual([]);
    expect(xml, url).not.toContain(`${origin}${url}<`);
  }
});

test("an unknown URL answers 404 with a noindex page and no canonical link", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  const page = readPage("/no-such-page", await response.text());
  expect(page.title).toMatch(/Page Not Found/);
  expect(page.robots).toBe("noindex");
  expect(page.canonicals).toEqual([]);
  expect(page.tags.has("og:url")).toBe(false);
  expect(page.jsonLd).toEqual([]);
});

test("after a link inside the site, and Back, the head carries only the shown page's JSON-LD", async ({ page }) => {
  const types = () =>
    page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => {
        const node = JSON.parse(script.textContent ?? "{}") as { "@type"?: string; "@graph"?: { "@type": string }[] };
        return node["@type"] ?? [...new Set(node["@graph"]?.map((n) => n["@type"]))].join("+");
      }),
    );
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await types()).toEqual(["DiagnosticLab"]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Centres", exact: true }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect.poll(types).toEqual(["MedicalClinic"]);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(types).toEqual(["DiagnosticLab"]);
});
