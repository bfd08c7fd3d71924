import { CallbackForm } from "~/components/forms/callback-form";
import { island } from "./island";

/** The header strip's call-back form; the strip shows from 1024 px, and so does this island's script. */
export default island(CallbackForm);
