import { pageMeta } from "~/routes/page-meta";
import { ContactPage } from "~/features/contact/contact-page";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Call, email or write to our Delhi care team about tests, home sample collection, reports or billing. 24/7 support line; replies within 24 hours.",
    path: "/contact-us",
  });

export default function ContactUsRoute() {
  return <ContactPage />;
}
