import { pageMeta } from "~/config/page-meta";
import { LocationsPage } from "~/features/locations/locations-page";

export const meta = () =>
  pageMeta(
    "Our Centres",
    "Find a Health+ Diagnostics centre in Delhi, Noida, Gurugram, Faridabad, Jammu or Srinagar: address, hours, services and directions.",
  );

export default function LocationsRoute() {
  return <LocationsPage />;
}
