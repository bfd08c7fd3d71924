import { FilteredCards } from "~/components/ui/filter-bar";
import { island } from "./island";

/** A one-choice filter over cards the page rendered as plain HTML (articles, centres). */
export default island(FilteredCards);
