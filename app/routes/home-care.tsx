import { pageMeta, siteFacts } from "~/routes/page-meta";
import { homeCareFaqs } from "~/content/home-care";
import { faqPageJsonLd } from "~/domain/structured-data";
import { HomeCarePage } from "~/features/home-care/home-care-page";

export const meta = () =>
  pageMeta({
    title: "Home Care Diagnostics",
    description:
      "Blood collection, X-ray, ECG, Holter, lung function, EEG, sleep and nerve studies at home, with packages from ₹3,499.",
    path: "/home-care",
    jsonLd: [faqPageJsonLd(homeCareFaqs, "/home-care", siteFacts)],
  });

export default function HomeCareRoute() {
  return <HomeCarePage />;
}
