import { FilteredCards } from "#app/components/ui/filter-bar.tsx";
import { island } from "./island.tsx";

/** A one-choice filter over cards the page rendered as plain HTML (articles, centres). */
export default island(FilteredCards);
