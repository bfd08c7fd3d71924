import { accreditationOnTestPage } from "#content/accreditation-claim.ts";
import { details } from "#words/details.ts";
import type { CatalogueItem } from "./catalogue.ts";
import { joinList } from "./text.ts";

/** The price card's fasting fact: "12 hours" or "No fasting needed", from the item's tests. */
export function fastingFactText(item: Pick<CatalogueItem, "fastingHours">): string {
  return item.fastingHours === null ? details.noFastingNeeded : details.hours(item.fastingHours);
}

/**
 * The accreditation, only where its scope covers the item's tests: all of them, or its laboratory tests
 * with the others named; nothing for a test the scope leaves out (docs/content-review.md).
 */
export function accreditationLine(item: Pick<CatalogueItem, "accreditation">): string | undefined {
  const { covered, outside } = item.accreditation;
  if (covered === "none") return undefined;
  if (covered === "all") return accreditationOnTestPage;
  return details.accreditationPart(lowerFirst(accreditationOnTestPage), joinList(outside), outside.length);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
