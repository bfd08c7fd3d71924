import { pageMeta } from "~/routes/page-meta";
import { centres, claimedCentreCount } from "~/content/centres";
import { centreHoursSummary, centreListNote } from "~/domain/centres";
import { GalleryPage } from "~/features/gallery/gallery-page";
import type { Route } from "./+types/gallery";

/** Runs at build time only: the centre network's counts and hours from the centre list, not the list itself. */
export function loader() {
  return { centreNetwork: `${centreListNote(claimedCentreCount, centres.length, "on Our Centres")} ${centreHoursSummary(centres)}` };
}

export const meta = () =>
  pageMeta({
    title: "Gallery",
    description:
      "See our diagnostic centres, laboratory equipment, home collection team and community health camps across Delhi/NCR and J&K.",
    path: "/gallery",
  });

export default function GalleryRoute({ loaderData }: Route.ComponentProps) {
  return <GalleryPage centreNetwork={loaderData.centreNetwork} />;
}
