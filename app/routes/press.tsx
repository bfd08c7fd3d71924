import { pageMeta } from "~/routes/page-meta";
import { newsItems } from "~/content/news";
import { PressPage } from "~/features/press/press-page";
import type { Route } from "./+types/press";

/**
 * Runs at build time only: the page carries its stories in its HTML, not in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { newsItems };
}

export const meta = () =>
  pageMeta({
    title: "News & Updates",
    description:
      "News from Health+ Diagnostics: new centres, service launches, NABL accreditation, partnerships and digital reports.",
    path: "/press",
  });

export default function PressRoute({ loaderData }: Route.ComponentProps) {
  return <PressPage newsItems={loaderData.newsItems} />;
}
