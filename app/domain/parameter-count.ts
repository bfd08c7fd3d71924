import type { PackageInclude } from "./catalogue.ts";

/**
 * The count a "What's Included" panel shows: a plain line counts as 1; a panel as its `count` where its
 * lines summarise more parameters (a CBC's 24), else its number of lines. A whole item's total is its
 * derived `parameterCount` (app/domain/catalogue.ts).
 */
export function includeCount(entry: PackageInclude): number {
  if (typeof entry === "string") return 1;
  return entry.count ?? entry.tests.length;
}
