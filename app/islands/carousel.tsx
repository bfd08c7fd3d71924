import { Carousel } from "#app/components/ui/carousel.tsx";
import { island } from "./island.tsx";

/** A carousel: its arrows, dots and Embla (fetched after hydration); the slides come in as static HTML. */
export default island(Carousel);
