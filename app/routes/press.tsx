import { pageMeta } from "~/routes/page-meta";
import { PressPage } from "~/features/press/press-page";

export const meta = () =>
  pageMeta({
    title: "News & Updates",
    description:
      "News from Health+ Diagnostics: new centres, service launches, NABL accreditation, partnerships and digital reports.",
    path: "/press",
  });

export default function PressRoute() {
  return <PressPage />;
}
