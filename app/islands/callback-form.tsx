import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import { island } from "./island.tsx";

/** The header strip's call-back form; the strip shows from 1024 px, and so does this island's script. */
export default island(CallbackForm);
