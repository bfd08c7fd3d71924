import { pageMeta, siteFacts } from "~/routes/page-meta";
import { centres } from "~/content/centres";
import { clinicsJsonLd } from "~/domain/structured-data";
import { LocationsPage } from "~/features/locations/locations-page";
import type { Route } from "./+types/locations";

/** Runs at build time only: the centres' structured data is built once, into the page's HTML. */
export function loader() {
  return { jsonLd: [clinicsJsonLd(centres, siteFacts, "/locations")] };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Our Centres",
    description:
      "Find a Health+ Diagnostics centre in Delhi, Noida, Gurugram, Faridabad, Jammu or Srinagar: address, hours, services and directions.",
    path: "/locations",
    jsonLd: loaderData?.jsonLd,
  });

export default function LocationsRoute() {
  return <LocationsPage />;
}
