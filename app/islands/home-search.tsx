import { HomeSearch } from "~/features/home-search/home-search";
import { island } from "./island";

/** The home page's search box: suggestions from the site search, loaded on first use (decision 010). */
export default island(HomeSearch);
