import { HomeCarePackageCards } from "~/features/home-care/home-care-package-cards";
import { island } from "./island";

/** The home-care packages: one island for the list, whose cards each have Add to Package. */
export default island(HomeCarePackageCards);
