import type {
  BreadcrumbListLeaf,
  DiagnosticLabLeaf,
  FAQPageLeaf,
  Graph,
  MedicalClinicLeaf,
  MedicalTestLeaf,
  MergeLeafTypes,
  OpeningHoursSpecificationLeaf,
  PostalAddressLeaf,
  ProductLeaf,
  WithContext,
} from "schema-dts";
import type { Centre } from "#content/centres.ts";
import type { Crumb } from "./breadcrumbs.ts";
import type { CatalogueItem } from "./catalogue.ts";
import { directionsHref } from "./centres.ts";
import { localHref } from "./local-href.ts";
import { parseOpeningHours } from "./opening-hours.ts";
import { absoluteUrl } from "./urls.ts";

/**
 * schema.org JSON-LD for the pages (docs/decisions/005-structured-data.md). Pure builders: content and
 * site facts come in as arguments. The `schema-dts` types make `tsc` reject a property that a
 * schema.org type does not have; they are types only, nothing of that package reaches the browser.
 * Optional properties are written as `undefined` (dropped by JSON.stringify) rather than spread in,
 * because TypeScript checks the names of spread properties less strictly. The paths they take are the
 * English paths ("/services/cardiology"), as `pageMeta` takes them: a page's URLs get its language's
 * prefix here (`localHref`), the brand's own node and its @id stay one for every language.
 */

/** What every builder needs to know about the site. */
export interface SiteFacts {
  /** "https://host", no trailing slash */
  origin: string;
  brandName: string;
}

/** The brand, for the DiagnosticLab node (site settings plus content). */
export interface BrandFacts extends SiteFacts {
  logoPath: string;
  telephone: string;
  email: string;
  address: PostalAddressLeaf;
  /** Social profiles. */
  sameAs: readonly string[];
  /** Regions served, as people name them. */
  areaServed: readonly string[];
}

/** A MedicalTest that is also a Product, so that it may carry `offers` (schema.org gives MedicalTest none). */
export type MedicalTestProduct = MergeLeafTypes<[MedicalTestLeaf, ProductLeaf]>;

const CONTEXT = "https://schema.org" as const;

/** The brand node's @id: other nodes point at the brand with it. */
export function organizationId(origin: string): string {
  return absoluteUrl(origin, "/#organization");
}

/** A short reference to the brand for nodes on other pages (seller, parent organisation). */
function brandReference(site: SiteFacts): DiagnosticLabLeaf {
  return { "@type": "DiagnosticLab", "@id": organizationId(site.origin), name: site.brandName, url: absoluteUrl(site.origin, "/") };
}

export function postalAddress(parts: Centre["postal"]): PostalAddressLeaf {
  return {
    "@type": "PostalAddress",
    streetAddress: parts.street,
    addressLocality: parts.locality,
    addressRegion: parts.state,
    postalCode: parts.postalCode,
    addressCountry: "IN",
  };
}

/**
 * The head office as a PostalAddress. The head office is normally one of the listed centres (Green
 * Park), whose address comes in parts; any other text becomes the street line of an Indian address.
 */
export function headOfficeAddress(text: string, centres: readonly Pick<Centre, "address" | "postal">[]): PostalAddressLeaf {
  const normalise = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();
  const centre = centres.find((c) => normalise(c.address) === normalise(text));
  return centre ? postalAddress(centre.postal) : { "@type": "PostalAddress", streetAddress: text.trim(), addressCountry: "IN" };
}

/** openingHoursSpecification from the hours text people read; empty when the text cannot be read. */
export function openingHoursSpecification(text: string): OpeningHoursSpecificationLeaf[] {
  const hours = parseOpeningHours(text);
  if (!hours) return [];
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes }];
}

/** The brand (home page). */
export function organizationJsonLd(brand: BrandFacts): WithContext<DiagnosticLabLeaf> {
  return {
    "@context": CONTEXT,
    "@type": "DiagnosticLab",
    "@id": organizationId(brand.origin),
    name: brand.brandName,
    url: absoluteUrl(brand.origin, "/"),
    logo: absoluteUrl(brand.origin, brand.logoPath),
    telephone: brand.telephone,
    email: brand.email,
    address: brand.address,
    sameAs: [...brand.sameAs],
    areaServed: brand.areaServed.map((name) => ({ "@type": "AdministrativeArea", name })),
  };
}

/** The page fragment a centre's card has (its heading's id on /locations). */
export function centreAnchor(centre: Pick<Centre, "id">): string {
  return `centre-${centre.id}`;
}

export function clinicNode(centre: Centre, site: SiteFacts, locationsPath = "/locations"): MedicalClinicLeaf {
  const url = absoluteUrl(site.origin, localHref(`${locationsPath}#${centreAnchor(centre)}`));
  const hours = openingHoursSpecification(centre.hours);
  return {
    "@type": "MedicalClinic",
    "@id": url,
    name: `${site.brandName} – ${centre.name}`,
    url,
    image: absoluteUrl(site.origin, centre.image),
    telephone: centre.phone,
    address: postalAddress(centre.postal),
    openingHoursSpecification: hours.length > 0 ? hours : undefined,
    hasMap: directionsHref(centre.address),
    parentOrganization: brandReference(site),
  };
}

/** Every listed centre as a MedicalClinic, in one graph (the centre locator). */
export function clinicsJsonLd(centres: readonly Centre[], site: SiteFacts, locationsPath = "/locations"): Graph {
  return { "@context": CONTEXT, "@graph": centres.map((centre) => clinicNode(centre, site, locationsPath)) };
}

/** A test or package details page: what it is and its price (the price the page shows, in rupees). */
export function catalogueItemJsonLd(item: CatalogueItem, path: string, site: SiteFacts): WithContext<MedicalTestProduct> {
  const url = absoluteUrl(site.origin, localHref(path));
  return {
    "@context": CONTEXT,
    "@type": ["MedicalTest", "Product"],
    "@id": `${url}#item`,
    name: item.name,
    description: item.description,
    url,
    alternateName: item.aliases && item.aliases.length > 0 ? [...item.aliases] : undefined,
    image: item.image ? absoluteUrl(site.origin, item.image) : undefined,
    sku: String(item.id),
    brand: { "@type": "Brand", name: site.brandName },
    offers: {
      "@type": "Offer",
      price: item.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url,
      seller: brandReference(site),
    },
  };
}

/** A page's visible questions and answers, in the order shown. */
export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
  path: string,
  site: Pick<SiteFacts, "origin">,
): WithContext<FAQPageLeaf> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url: absoluteUrl(site.origin, localHref(path)),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/**
 * The visible breadcrumb as a BreadcrumbList: same names, positions from 1, absolute URLs. The last
 * crumb (the current page, shown without a link) gets the page's canonical URL.
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  pagePath: string,
  site: Pick<SiteFacts, "origin">,
): WithContext<BreadcrumbListLeaf> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      const last = index === crumbs.length - 1;
      const to = crumb.to ?? (last ? pagePath : undefined);
      return {
        "@type": "ListItem",
        position: index + 1,
        name: crumb.label,
        item: to ? absoluteUrl(site.origin, localHref(to)) : undefined,
      };
    }),
  };
}
