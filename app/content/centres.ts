import type { Centre } from "./centres.schema";
import centresData from "./generated/en/centres.json" with { type: "json" };
import { countsDate } from "./counts";
import claims from "./generated/en/claims.json" with { type: "json" };

export type { Centre } from "./centres.schema";

/**
 * The listed centres (docs/behaviour.md#locations). The hero claims 15 centres while only the ones
 * with walk-in services are listed; the page says so plainly, with counts taken from this list.
 */

/**
 * How many centres the hero claims (docs/behaviour.md#claims), from content/en/claims.json; only the
 * ones below are listed.
 */
export const claimedCentreCount: number = claims.claimedCentreCount;

/** When the claimed count was taken (the date of the counts in ./claims.ts); it is shown with the count. */
export const claimedCentreCountDate = countsDate;

export const centreImageSize = { width: 640, height: 360 } as const;

/** The centres, from content/en/centres/ (one file each, edited at /admin; docs/editing.md). */
export const centres = centresData as Centre[];
