import { pageMeta } from "~/config/page-meta";
import { HomeCarePage } from "~/features/home-care/home-care-page";

export const meta = () =>
  pageMeta(
    "Home Care Diagnostics",
    "Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home, with packages from ₹3,499.",
  );

export default function HomeCareRoute() {
  return <HomeCarePage />;
}
