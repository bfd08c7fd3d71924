import { pageMeta } from "~/config/page-meta";
import { GalleryPage } from "~/features/gallery/gallery-page";

export const meta = () =>
  pageMeta(
    "Gallery",
    "See our diagnostic centres, laboratory equipment, home collection team and community health camps across Delhi/NCR and J&K.",
  );

export default function GalleryRoute() {
  return <GalleryPage />;
}
