import type { GalleryItem } from "#content/collections/gallery.schema.ts";
import galleryPageData from "#content/generated/gallery-page.json" with { type: "json" };
import galleryData from "#content/generated/gallery.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { centres } from "./centres.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { testingSites } from "./testing-sites.ts";

export type { GalleryItem } from "#content/collections/gallery.schema.ts";

/** Gallery (docs/behaviour.md#gallery). Images are local SVG illustrations. */

/** All gallery images share one size: 800 × 600. */
export const galleryImageSize = { width: 800, height: 600 } as const;

/** What the gallery's placeholders become. */
const placeholders = {
  "testing-sites": () => testingSites.sentence,
  "accreditation-statement": () => accreditationStatement,
  "listed-centres": () => String(centres.length),
} satisfies PlaceholderTableOf<"gallery">;

/** The pictures, from content/en/gallery/<id>.json (edited at /admin, docs/editing.md). */
export const galleryItems: GalleryItem[] = fillAll(galleryData, placeholders);

const page = fillAll(galleryPageData, placeholders);

export const facilityHighlights = page.facilityHighlights;

/**
 * The centre network's highlight. Its description (which centres are listed, and their hours) is
 * computed from the centre list by the page (app/domain/centres.ts), so it never drifts from it.
 */
export const centreNetworkHighlight = page.centreNetworkHighlight;
