import { HomeSearch } from "#app/features/home-search/home-search.tsx";
import { island } from "./island.tsx";

/** The home page's search box: suggestions from the site search, loaded on first use (decision 010). */
export default island(HomeSearch);
