import { PackageCardList } from "#app/features/health-packages/package-card.tsx";
import { island } from "./island.tsx";

/** A list of health-package cards: each has Add to Package and a picture that falls back when it fails to load. */
export default island(PackageCardList);
