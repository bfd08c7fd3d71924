import { GalleryImages } from "#app/features/gallery/gallery-images.tsx";
import { island } from "./island.tsx";

/** The gallery's filter tabs, image grid and full-screen viewer. */
export default island(GalleryImages);
