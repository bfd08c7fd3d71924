import { DetailsBackLink } from "~/features/catalogue-details/details-back-link";
import { island } from "./island";

/** "Back to …" on a details page, from the URL's `?from=`. */
export default island(DetailsBackLink);
