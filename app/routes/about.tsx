import { pageMeta } from "~/routes/page-meta";
import { serviceCategories } from "~/content/services";
import { AboutPage } from "~/features/about/about-page";
import type { Route } from "./+types/about";

/**
 * Runs at build time only: the page carries the departments it lists in its HTML, not the whole services
 * content in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return { departments: serviceCategories.map(({ slug, name, description, icon }) => ({ slug, name, description, icon })) };
}

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Laboratory diagnostics since 2004, with an NABL-accredited central laboratory: our vision, mission, values, departments and accreditations.",
    path: "/about",
  });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage departments={loaderData.departments} />;
}
