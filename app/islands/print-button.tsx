import { PrintButton } from "~/features/find-test/print-button";
import { island } from "./island";

/** "Print or Save as PDF" on the test guide. */
export default island(PrintButton);
