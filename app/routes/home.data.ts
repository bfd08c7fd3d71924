import { siteConfig } from "#app/config/site.ts";
import { catalogue, catalogueCard, findCatalogueItem } from "#app/domain/catalogue.ts";
import { lowestPackagePrice } from "#app/domain/package-categories.ts";
import { headOfficeAddress, organizationJsonLd } from "#app/domain/structured-data.ts";
import type { HomeContent } from "#app/features/home/home-content.ts";
import { headOfficeCentre, regionsServed } from "#content/head-office.ts";
import { healthPackageCategories } from "#content/health-package-categories.ts";
import {
  categoryCards,
  commitments,
  flagshipServices,
  hero,
  popularOnHome,
  processSteps,
  ratingSummary,
  testimonials,
} from "#content/home.ts";
import { pageHeads } from "#words/page-heads.ts";
import { logoPath, pageMeta, siteFacts, type PageHead } from "./page-meta.ts";

/**
 * The home page's data, built at build time: the page carries its own content in its HTML, not in its
 * scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function homeData(): { content: HomeContent; jsonLd: object[] } {
  // The popular items' cards and each package category's "from" price, derived from the catalogue here,
  // so the page carries these few figures, not the catalogue.
  const card = (type: "test" | "package") => (id: number) => {
    const item = findCatalogueItem(catalogue, type, String(id));
    if (!item) throw new Error(`Home: no catalogue ${type} ${id} (content/home.ts popularOnHome)`);
    return catalogueCard(item);
  };
  const popular = [...popularOnHome.tests.map(card("test")), ...popularOnHome.packages.map(card("package"))];
  const packageCategories = healthPackageCategories.map((category) => ({
    ...category,
    fromPrice: lowestPackagePrice(catalogue, category.id),
  }));
  return {
    content: { hero, categoryCards, flagshipServices, commitments, processSteps, ratingSummary, testimonials, popular, packageCategories },
    // The brand is described once, here (docs/decisions/005-structured-data.md).
    jsonLd: [
      organizationJsonLd({
        ...siteFacts,
        logoPath,
        telephone: siteConfig.supportPhone,
        email: siteConfig.generalEmail,
        address: headOfficeAddress(siteConfig.headOffice, [headOfficeCentre]),
        sameAs: Object.values(siteConfig.social),
        areaServed: regionsServed,
      }),
    ],
  };
}

export function homeHead(data: { jsonLd: readonly object[] }): PageHead {
  return pageMeta({
    title: pageHeads.home.title,
    description: pageHeads.home.description,
    path: "/",
    jsonLd: data.jsonLd,
  });
}
