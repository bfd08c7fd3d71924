import type { MedicalTestLeaf } from "schema-dts";
import { centres, type Centre } from "#content/centres.ts";
import { homeCareFaqs } from "#content/home-care-page.ts";
import { subcategoryCrumbs } from "./breadcrumbs.ts";
import { catalogue, type CatalogueItem } from "./catalogue.ts";
import {
  breadcrumbJsonLd,
  catalogueItemJsonLd,
  clinicsJsonLd,
  faqPageJsonLd,
  headOfficeAddress,
  openingHoursSpecification,
  organizationJsonLd,
  organizationId,
  type BrandFacts,
} from "./structured-data.ts";

const site = { origin: "https://example.com", brandName: "Health+ Diagnostics" };
/** What a crawler gets: the JSON text, parsed again (undefined properties disappear). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

const greenPark = centres.find((c) => c.id === "green-park") as Centre;

describe("organizationJsonLd", () => {
  const brand: BrandFacts = {
    ...site,
    logoPath: "/logo.png",
    telephone: "+91 98765 43210",
    email: "care@example.com",
    address: headOfficeAddress(greenPark.address, centres),
    sameAs: ["https://www.youtube.com/@example", "https://www.instagram.com/example"],
    areaServed: ["Delhi", "NCR", "Jammu & Kashmir"],
  };

  it("describes the brand as a DiagnosticLab with contact details, address, profiles and area", () => {
    expect(asJson(organizationJsonLd(brand))).toEqual({
      "@context": "https://schema.org",
      "@type": "DiagnosticLab",
      "@id": "https://example.com/#organization",
      name: "Health+ Diagnostics",
      url: "https://example.com/",
      logo: "https://example.com/logo.png",
      telephone: "+91 98765 43210",
      email: "care@example.com",
      address: {
        "@type": "PostalAddress",
        streetAddress: "B-12, Green Park Main, Aurobindo Marg",
        addressLocality: "New Delhi",
        addressRegion: "Delhi",
        postalCode: "110016",
        addressCountry: "IN",
      },
      sameAs: ["https://www.youtube.com/@example", "https://www.instagram.com/example"],
      areaServed: [
        { "@type": "AdministrativeArea", name: "Delhi" },
        { "@type": "AdministrativeArea", name: "NCR" },
        { "@type": "AdministrativeArea", name: "Jammu & Kashmir" },
      ],
    });
  });
});

describe("headOfficeAddress", () => {
  it("uses the matching centre's address parts, whatever the spacing or case", () => {
    expect(headOfficeAddress("  b-12, Green Park Main,  Aurobindo Marg, New Delhi 110016 ", centres)).toMatchObject({
      addressLocality: "New Delhi",
      postalCode: "110016",
    });
  });

  it("keeps an address that is not a listed centre as the street line, in India", () => {
    expect(headOfficeAddress("5 Some Road, Delhi", centres)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "5 Some Road, Delhi",
      addressCountry: "IN",
    });
  });
});

describe("openingHoursSpecification", () => {
  it("turns the hours people read into days and 24-hour times", () => {
    expect(openingHoursSpecification("Daily 8:00 AM – 8:00 PM")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "08:00",
        closes: "20:00",
      },
    ]);
  });

  it("gives nothing rather than a guess for text it cannot read", () => {
    expect(openingHoursSpecification("By appointment")).toEqual([]);
  });
});

describe("clinicsJsonLd", () => {
  const graph = asJson(clinicsJsonLd(centres, site)) as { "@context": string; "@graph": Record<string, unknown>[] };

  it("lists all nine centres as MedicalClinic nodes in one graph", () => {
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toHaveLength(9);
    expect(new Set(graph["@graph"].map((node) => node["@id"])).size).toBe(9);
    for (const node of graph["@graph"]) {
      expect(node["@type"]).toBe("MedicalClinic");
      expect(node).toHaveProperty("address.addressCountry", "IN");
      expect(node).toHaveProperty("address.addressLocality");
      expect(node).toHaveProperty("address.addressRegion");
      expect(node).toHaveProperty("openingHoursSpecification.0.opens");
      expect(node).toHaveProperty("telephone");
    }
  });

  it("gives a centre its address, hours, phone, page anchor, map link and brand", () => {
    expect(graph["@graph"][0]).toEqual({
      "@type": "MedicalClinic",
      "@id": "https://example.com/locations#centre-green-park",
      name: "Health+ Diagnostics – Green Park (Head Centre)",
      url: "https://example.com/locations#centre-green-park",
      image: "https://example.com/images/centres/green-park.svg",
      telephone: "+91 98765 43211",
      address: {
        "@type": "PostalAddress",
        streetAddress: "B-12, Green Park Main, Aurobindo Marg",
        addressLocality: "New Delhi",
        addressRegion: "Delhi",
        postalCode: "110016",
        addressCountry: "IN",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "07:00",
          closes: "21:00",
        },
      ],
      hasMap: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=B-12/),
      parentOrganization: {
        "@type": "DiagnosticLab",
        "@id": organizationId(site.origin),
        name: "Health+ Diagnostics",
        url: "https://example.com/",
      },
    });
  });

  it("leaves the hours out of a centre whose hours text cannot be read", () => {
    const odd = { ...greenPark, hours: "Call for hours" };
    const node = asJson(clinicsJsonLd([odd], site))["@graph"] as Record<string, unknown>[];
    expect(node[0]).not.toHaveProperty("openingHoursSpecification");
  });
});

describe("catalogueItemJsonLd", () => {
  const cbc = catalogue.find((item) => item.id === 1) as CatalogueItem;

  it("types a test as MedicalTest and Product, with an INR offer at the shown price", () => {
    expect(asJson(catalogueItemJsonLd(cbc, "/test-details/1", site))).toEqual({
      "@context": "https://schema.org",
      "@type": ["MedicalTest", "Product"],
      "@id": "https://example.com/test-details/1#item",
      name: cbc.name,
      description: cbc.description,
      url: "https://example.com/test-details/1",
      alternateName: cbc.aliases,
      sku: "1",
      brand: { "@type": "Brand", name: "Health+ Diagnostics" },
      offers: {
        "@type": "Offer",
        price: 299,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: "https://example.com/test-details/1",
        seller: {
          "@type": "DiagnosticLab",
          "@id": "https://example.com/#organization",
          name: "Health+ Diagnostics",
          url: "https://example.com/",
        },
      },
    });
  });

  it("describes every package too, with its picture when it has one", () => {
    const packages = catalogue.filter((item) => item.type === "package");
    expect(packages).toHaveLength(25);
    // Both kinds, so both branches below are checked.
    expect(packages.some((pkg) => pkg.image)).toBe(true);
    expect(packages.some((pkg) => !pkg.image)).toBe(true);
    for (const pkg of packages) {
      const node = asJson(catalogueItemJsonLd(pkg, `/package-details/${pkg.id}`, site));
      expect(node["@type"]).toEqual(["MedicalTest", "Product"]);
      expect(node).toHaveProperty("offers.price", pkg.price);
      expect(node).toHaveProperty("offers.priceCurrency", "INR");
      if (pkg.image) expect(node.image).toBe(`https://example.com${pkg.image}`);
      else expect(node).not.toHaveProperty("image");
      if (!pkg.aliases) expect(node).not.toHaveProperty("alternateName");
    }
  });

  it("is typed so that tsc rejects properties schema.org does not define", () => {
    // schema.org gives MedicalTest no `offers`: that is why the node is also a Product (decision 005).
    // @ts-expect-error offers is not a MedicalTest property
    const plain: MedicalTestLeaf = { "@type": "MedicalTest", name: "x", offers: { "@type": "Offer", price: 1 } };
    expect(plain.name).toBe("x");
  });
});

describe("faqPageJsonLd", () => {
  it("lists the questions and answers as shown, in order", () => {
    const page = asJson(faqPageJsonLd(homeCareFaqs, "/home-care", site));
    expect(page).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", url: "https://example.com/home-care" });
    expect(page.mainEntity).toEqual(
      homeCareFaqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    );
  });
});

describe("breadcrumbJsonLd", () => {
  it("follows the visible trail: same names, positions from 1, absolute URLs, the page itself last", () => {
    const crumbs = subcategoryCrumbs({ name: "Cardiology", slug: "cardiology" }, { name: "ECG" });
    expect(asJson(breadcrumbJsonLd(crumbs, "/services/cardiology/ecg", site))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Services", item: "https://example.com/services" },
        { "@type": "ListItem", position: 2, name: "Cardiology", item: "https://example.com/services/cardiology" },
        { "@type": "ListItem", position: 3, name: "ECG", item: "https://example.com/services/cardiology/ecg" },
      ],
    });
  });

  it("gives a linkless crumb before the last no URL rather than a wrong one", () => {
    const list = asJson(breadcrumbJsonLd([{ label: "A" }, { label: "B" }], "/b", site));
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "A" },
      { "@type": "ListItem", position: 2, name: "B", item: "https://example.com/b" },
    ]);
  });
});
