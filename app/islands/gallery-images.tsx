import { GalleryImages } from "~/features/gallery/gallery-images";
import { island } from "./island";

/** The gallery's filter tabs, image grid and full-screen viewer. */
export default island(GalleryImages);
