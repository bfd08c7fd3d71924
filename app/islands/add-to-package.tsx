import { AddToPackageButton } from "~/components/ui/add-to-package-button";
import { island } from "./island";

/** One "Add to Package" toggle; the header count and the phone bar follow it (one store module). */
export default island(AddToPackageButton);
