import { expect, test, type APIRequestContext } from "@playwright/test";
import { centres } from "#content/centres.ts";
import { inBatches } from "#tests/deploy-cases.ts";
import { allowanceFor, waitForHydration } from "./helpers.ts";
import {
  all,
  asArray,
  asObject,
  EVERY_PAGE_ALLOWANCE_MS,
  isType,
  nodes,
  origin,
  pageEntities,
  pages,
  parsed,
  types,
  type Json,
  type JsonObject,
  type PageHead,
} from "./seo-pages.ts";

// Findability (./seo-pages.ts): the JSON-LD of every page, valid and matching what the page shows (the
// brand, the centres, the tests and packages, FAQs, breadcrumbs), the URLs it names, and only the shown
// page's after a link and Back.

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

test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

/** Requests the paths a few at a time; each must answer 200. The allowance grows with their number. */
async function expectAllAnswer200(request: APIRequestContext, paths: string[]) {
  test.setTimeout(allowanceFor(paths.length, 500));
  await inBatches(paths, async (path) => expect((await request.get(path)).status(), path).toBe(200));
}

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
    const name = JSON.stringify(clinic.name);
    const address = asObject(clinic.address);
    expect(address, name).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
    for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode"]) {
      expect(typeof address[key] === "string" && address[key] !== "", `${name} ${key}`).toBe(true);
    }
    const hours = asArray(clinic.openingHoursSpecification).map(asObject);
    expect(hours.length, name).toBeGreaterThan(0);
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
  expect(
    all()
      .filter((page) => pageEntities(page).some((node) => isType(node, "MedicalClinic")))
      .map((p) => p.url),
  ).toEqual(["/locations"]);
});

// The shown price is the item's own, then for a test done at home on a paid visit what the visit adds, or
// that the price includes it (docs/content-review.md, rule 22): "₹200 + home visit ₹300" offers the test at
// ₹200, the visit being a separate charge the page names, not part of the test's price.
const SHOWN_PRICE = /^₹([\d,]+)(?: \+ home visit ₹[\d,]+|, home visit included)?$/;

test("every test and package page describes its item as MedicalTest with an INR offer at the shown price", () => {
  const details = all().filter((page) => /^\/(test|package)-details\//.test(page.url));
  expect(details.length).toBeGreaterThan(30);
  // A test on a paid home visit is among them: its offer is the test's price alone.
  expect(details.find((page) => page.url === "/test-details/4")?.price).toBe("₹200 + home visit ₹300");
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
    const shown = SHOWN_PRICE.exec(page.price ?? "");
    expect(shown, `${page.url} shows ${page.price}`).not.toBeNull();
    expect(offer.price, `${page.url} shows ${page.price}`).toBe(Number(shown![1]!.replace(/,/g, "")));
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

test("after a link inside the site, and Back, the head carries only the shown page's JSON-LD", async ({ page }) => {
  const types = () =>
    page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => {
        const node = JSON.parse(script.textContent ?? "{}") as { "@type"?: string; "@graph"?: { "@type": string }[] };
        return node["@type"] ?? [...new Set(node["@graph"]?.map((n) => n["@type"]))].join("+");
      }),
    );
  await page.goto("/");
  await waitForHydration(page);
  expect(await types()).toEqual(["DiagnosticLab"]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Centres", exact: true }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect.poll(types).toEqual(["MedicalClinic"]);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(types).toEqual(["DiagnosticLab"]);
});
