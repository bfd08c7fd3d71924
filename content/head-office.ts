import type { Centre } from "#content/collections/centres.schema.ts";
import settings from "#content/generated/centre-settings.json" with { type: "json" };

/**
 * What the brand's JSON-LD on the home page needs from the centres: the head centre's address (in
 * parts) and the regions the centres serve. The build takes both from the centres' files (the head
 * office is named in content/en/centre-settings.json), so the home page does not load all nine centres.
 */
export const headOfficeCentre: Pick<Centre, "address" | "postal"> = foundHeadOffice(settings.headOfficeCentre);

/** The compile writes null only beside a problem naming the file and field, which stops the build first. */
function foundHeadOffice(centre: Pick<Centre, "address" | "postal"> | null) {
  if (!centre) throw new Error("content/en/centre-settings.json: headOffice names no centre");
  return centre;
}

export const regionsServed: readonly string[] = settings.regionsServed;
