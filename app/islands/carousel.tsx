import { Carousel } from "~/components/ui/carousel";
import { island } from "./island";

/** A carousel: its arrows, dots and Embla (fetched after hydration); the slides come in as static HTML. */
export default island(Carousel);
