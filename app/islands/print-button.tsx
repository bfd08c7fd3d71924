import { PrintButton } from "#app/features/find-test/print-button.tsx";
import { island } from "./island.tsx";

/** "Print or Save as PDF" on the test guide. */
export default island(PrintButton);
