import { ThankYouPage } from "~/features/contact/thank-you-page";
import { noIndexMeta } from "~/routes/page-meta";

export const meta = () =>
  noIndexMeta("Thank You", "Your message has reached our care team. We reply within 24 hours.");

export default function ThankYouRoute() {
  return <ThankYouPage />;
}
