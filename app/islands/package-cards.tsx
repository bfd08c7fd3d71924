import { PackageCardList } from "~/features/health-packages/package-card";
import { island } from "./island";

/** A list of health-package cards: each has Add to Package and a picture that falls back when it fails to load. */
export default island(PackageCardList);
