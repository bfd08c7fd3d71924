import { PackagePhoneBar } from "~/components/layout/phone-bar-package";
import { island } from "./island";

/** My Package's phone bar: the list's total and "Book on chat". */
export default island(PackagePhoneBar);
