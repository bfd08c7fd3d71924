import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { island } from "./island.tsx";

/** The articles page's newsletter box: the email, Subscribe and the confirmation. */
export default island(NewsletterForm);
