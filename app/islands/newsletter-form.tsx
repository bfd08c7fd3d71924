import { NewsletterForm } from "~/components/forms/newsletter-form";
import { island } from "./island";

/** The articles page's newsletter box: the email, Subscribe and the confirmation. */
export default island(NewsletterForm);
