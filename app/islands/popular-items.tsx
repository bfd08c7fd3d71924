import { PopularItemsList } from "~/features/home/popular-items";
import { island } from "./island";

/** The home page's popular tests and packages: one island for the list, whose cards each have Add to Package. */
export default island(PopularItemsList);
