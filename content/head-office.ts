import type { Centre } from "#content/collections/centres.schema.ts";
import settings from "#content/generated/en/centre-settings.json" with { type: "json" };

/**
 * What the brand's JSON-LD on the home page needs from the centres: the head centre's address (in
 * parts) and the regions the centres serve. The build takes both from the centres' files (the head
 * office is named in content/en/centre-settings.json), so the home page does not load all nine centres.
 */
export const headOfficeCentre = settings.headOfficeCentre as Pick<Centre, "address" | "postal">;

export const regionsServed: readonly string[] = settings.regionsServed;
