import { DetailsBackLink } from "#app/features/catalogue-details/details-back-link.tsx";
import { island } from "./island.tsx";

/** "Back to …" on a details page, from the URL's `?from=`. */
export default island(DetailsBackLink);
