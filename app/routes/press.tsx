import { pageMeta } from "~/config/page-meta";
import { PressPage } from "~/features/press/press-page";

export const meta = () =>
  pageMeta(
    "News & Updates",
    "News from Health+ Diagnostics: new centres, service launches, NABL accreditation, partnerships and digital reports.",
  );

export default function PressRoute() {
  return <PressPage />;
}
