import { pageMeta } from "~/routes/page-meta";
import { GalleryPage } from "~/features/gallery/gallery-page";

export const meta = () =>
  pageMeta({
    title: "Gallery",
    description:
      "See our diagnostic centres, laboratory equipment, home collection team and community health camps across Delhi/NCR and J&K.",
    path: "/gallery",
  });

export default function GalleryRoute() {
  return <GalleryPage />;
}
