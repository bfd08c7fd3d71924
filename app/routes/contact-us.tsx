import { pageMeta } from "~/routes/page-meta";
import { centres } from "~/content/centres";
import { centreHoursSummary } from "~/domain/centres";
import { ContactPage } from "~/features/contact/contact-page";
import type { Route } from "./+types/contact-us";

/** Runs at build time only: the centres' hours in a sentence, so the page does not carry the centre list. */
export function loader() {
  return { centreHours: centreHoursSummary(centres) };
}

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Call, email or write to our Delhi care team about tests, home sample collection, reports or billing. 24/7 support line; replies within 24 hours.",
    path: "/contact-us",
  });

export default function ContactUsRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage centreHours={loaderData.centreHours} />;
}
