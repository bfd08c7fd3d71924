import { pageMeta } from "~/routes/page-meta";
import {
  clientLogos,
  clientLogosSection,
  corporateBenefits,
  corporateHero,
  corporatePackages,
  corporateServices,
  impactStats,
} from "~/content/corporate";
import { formatRupees } from "~/domain/money";
import { CorporatePage } from "~/features/corporate/corporate-page";
import type { Route } from "./+types/corporate";

/**
 * Runs at build time only: the page carries its content in its HTML, not the content module and the test
 * facts it quotes in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return {
    content: { clientLogos, clientLogosSection, corporateBenefits, corporateHero, corporatePackages, corporateServices, impactStats },
    lowestPrice: Math.min(...corporatePackages.map((pack) => pack.price)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Corporate Health",
    description: `Annual health check-ups, pre-employment screening and on-site camps for companies, from ${formatRupees(loaderData?.lowestPrice ?? 0)} per employee.`,
    path: "/corporate",
  });

export default function CorporateRoute({ loaderData }: Route.ComponentProps) {
  return <CorporatePage {...loaderData.content} />;
}
