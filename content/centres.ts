import centresData from "#content/generated/centres.json" with { type: "json" };

export type { Centre } from "#content/collections/centres.schema.ts";

/**
 * The centres (docs/behaviour.md#locations). Every count of centres the site states is this list's
 * length (docs/content-review.md, rule 4): a centre the site counts is a centre it lists.
 */

export const centreImageSize = { width: 640, height: 360 } as const;

/** The centres, from content/en/centres/ (one file each, edited at /admin; docs/editing.md). */
export const centres = centresData;
