import type { CatalogueItem, PackageItem } from "~/content/catalogue";

type Include = PackageItem["includes"][number];

/** A package's parameter count: a plain string counts as 1; a panel counts as its `count` if given, else its number of tests. */
export function includeCount(entry: Include): number {
  if (typeof entry === "string") return 1;
  return entry.count ?? entry.tests.length;
}

/** Number of parameters an item includes ("N Parameters Included"). */
export function parameterCount(item: Pick<CatalogueItem, "includes">): number {
  let total = 0;
  for (const entry of item.includes) total += includeCount(entry);
  return total;
}
