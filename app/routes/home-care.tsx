import { pageMeta, siteFacts } from "~/routes/page-meta";
import {
  homeCareFaqs,
  homeCareHero,
  homeCarePackages,
  homeCareSteps,
  homeCareWhyChoose,
  homeServices,
} from "~/content/home-care";
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
  return { content: { homeCareHero, homeServices, homeCarePackages, homeCareWhyChoose, homeCareSteps, homeCareFaqs }, jsonLd };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Home Care Diagnostics",
    description:
      "Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home, with packages from ₹3,499.",
    path: "/home-care",
    jsonLd: loaderData?.jsonLd,
  });

export default function HomeCareRoute({ loaderData }: Route.ComponentProps) {
  return <HomeCarePage {...loaderData.content} />;
}
