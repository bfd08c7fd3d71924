import { logoPath, pageMeta, siteFacts } from "~/routes/page-meta";
import { siteConfig } from "~/config/site";
import { headOfficeCentre, regionsServed } from "~/content/head-office";
import { headOfficeAddress, organizationJsonLd } from "~/domain/structured-data";
import { categoryCards, commitments, flagshipServices, hero, processSteps, ratingSummary, testimonials } from "~/content/home";
import { HomePage } from "~/features/home/home-page";
import { HomeSearch } from "~/features/home-search/home-search";
import type { Route } from "./+types/home";

/**
 * Runs at build time only: the page carries its own content in its HTML, not in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return {
    content: { hero, categoryCards, flagshipServices, commitments, processSteps, ratingSummary, testimonials },
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

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Lab Tests & Home Sample Collection",
    description:
      "Lab tests from an NABL-accredited central laboratory, health packages and free home sample pickup in Delhi/NCR and Jammu & Kashmir. Report time on each test.",
    path: "/",
    jsonLd: loaderData?.jsonLd,
  });

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} search={<HomeSearch />} />;
}
