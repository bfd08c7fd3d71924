import { ContactForm } from "~/features/contact/contact-form";
import { island } from "./island";

/** The contact page's message form: `?subject=`, the checks, "Sending...", the confirmation or the error. */
export default island(ContactForm);
