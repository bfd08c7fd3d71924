import { pageMeta } from "~/routes/page-meta";
import { ServicesOverviewPage } from "~/features/services/services-overview-page";

export const meta = () =>
  pageMeta({
    title: "Our Services",
    description:
      "Pathology, radiology, cardiology and neurology departments with home visits across Delhi/NCR and Jammu & Kashmir.",
    path: "/services",
  });

export default function ServicesRoute() {
  return <ServicesOverviewPage />;
}
