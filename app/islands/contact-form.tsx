import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { island } from "./island.tsx";

/** The contact page's message form: `?subject=`, the checks, "Sending...", the confirmation or the error. */
export default island(ContactForm);
