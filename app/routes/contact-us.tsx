import { siteConfig } from "~/config/site";
import { ContactPage } from "~/features/contact/contact-page";

export function meta() {
  return [
    { title: `Contact Us – ${siteConfig.brandName}` },
    {
      name: "description",
      content:
        "Call, email or write to our Delhi care team about tests, home sample collection, reports or billing. 24/7 support line; replies within 24 hours.",
    },
  ];
}

export default function ContactUs() {
  return <ContactPage />;
}
