import { PackagePhoneBar } from "#app/components/layout/phone-bar-package.tsx";
import { island } from "./island.tsx";

/** My Package's phone bar: the list's total and "Book on WhatsApp". */
export default island(PackagePhoneBar);
