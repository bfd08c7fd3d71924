import { pageMeta } from "~/routes/page-meta";
import { CorporatePage } from "~/features/corporate/corporate-page";

export const meta = () =>
  pageMeta({
    title: "Corporate Health",
    description:
      "Annual health check-ups, pre-employment screening and on-site camps for companies, from ₹1,299 per employee.",
    path: "/corporate",
  });

export default function CorporateRoute() {
  return <CorporatePage />;
}
