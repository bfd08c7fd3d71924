import { PopularItemsList } from "#app/features/home/popular-items.tsx";
import { island } from "./island.tsx";

/** The home page's popular tests and packages: one island for the list, whose cards each have Add to Package. */
export default island(PopularItemsList);
