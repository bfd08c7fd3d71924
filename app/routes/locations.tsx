import { pageMeta, siteFacts } from "~/routes/page-meta";
import { centres } from "~/content/centres";
import { clinicsJsonLd } from "~/domain/structured-data";
import { LocationsPage } from "~/features/locations/locations-page";

export const meta = () =>
  pageMeta({
    title: "Our Centres",
    description:
      "Find a Health+ Diagnostics centre in Delhi, Noida, Gurugram, Faridabad, Jammu or Srinagar: address, hours, services and directions.",
    path: "/locations",
    jsonLd: [clinicsJsonLd(centres, siteFacts, "/locations")],
  });

export default function LocationsRoute() {
  return <LocationsPage />;
}
