import { logoPath, pageMeta, siteFacts } from "~/routes/page-meta";
import { siteConfig } from "~/config/site";
import { headOfficeCentre, regionsServed } from "~/content/head-office";
import { headOfficeAddress, organizationJsonLd } from "~/domain/structured-data";
import { HomePage } from "~/features/home/home-page";
import { HomeSearch } from "~/features/home-search/home-search";

export const meta = () =>
  pageMeta({
    title: "Lab Tests & Home Sample Collection",
    description:
      "NABL-accredited lab tests, health packages and home sample collection across Delhi/NCR and Jammu & Kashmir. 1500+ tests, reports within hours.",
    path: "/",
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
  });

export default function HomeRoute() {
  return <HomePage search={<HomeSearch />} />;
}
