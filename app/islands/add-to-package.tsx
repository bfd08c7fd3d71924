import { AddToPackageButton } from "#app/components/ui/add-to-package-button.tsx";
import { island } from "./island.tsx";

/** One "Add to Package" toggle; the header count and the phone bar follow it (one store module). */
export default island(AddToPackageButton);
