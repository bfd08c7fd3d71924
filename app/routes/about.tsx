import { pageMeta } from "~/routes/page-meta";
import { AboutPage } from "~/features/about/about-page";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "NABL-accredited laboratory diagnostics since 2004: our vision, mission, values, departments and accreditations.",
    path: "/about",
  });

export default function AboutRoute() {
  return <AboutPage />;
}
