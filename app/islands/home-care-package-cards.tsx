import { HomeCarePackageCards } from "#app/features/home-care/home-care-package-cards.tsx";
import { island } from "./island.tsx";

/** The home-care packages: one island for the list, whose cards each have Add to Package. */
export default island(HomeCarePackageCards);
