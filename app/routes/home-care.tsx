import { pageMeta, siteFacts } from "~/routes/page-meta";
import {
  homeCareFaqs,
  homeCareHero,
  homeCareSteps,
  homeCareWhyChoose,
  homeServices,
} from "~/content/home-care";
import { homeCarePackageViews } from "~/domain/home-care-packages";
import { formatRupees } from "~/domain/money";
import { faqPageJsonLd } from "~/domain/structured-data";
import { HomeCarePage } from "~/features/home-care/home-care-page";
import type { Route } from "./+types/home-care";

/**
 * Runs at build time only: the page carries its services, packages and answers in its HTML, not the
 * content module and the test facts it quotes in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  const jsonLd = [faqPageJsonLd(homeCareFaqs, "/home-care", siteFacts)];
  const packages = homeCarePackageViews;
  return {
    content: { homeCareHero, homeServices, homeCarePackages: packages, homeCareWhyChoose, homeCareSteps, homeCareFaqs },
    jsonLd,
    lowestPackagePrice: Math.min(...packages.map((pack) => pack.price)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Home Care Diagnostics",
    description:
      `Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home, with packages from ${formatRupees(loaderData?.lowestPackagePrice ?? 0)}.`,
    path: "/home-care",
    jsonLd: loaderData?.jsonLd,
  });

export default function HomeCareRoute({ loaderData }: Route.ComponentProps) {
  return <HomeCarePage {...loaderData.content} />;
}
