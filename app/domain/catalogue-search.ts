import type { CatalogueItem } from "./catalogue.ts";

/** Where a catalogue item's details live, with the origin kept for the back link. */
export function detailsHref(item: Pick<CatalogueItem, "id" | "type">, from: "home" | "find-test" | "packages"): string {
  const base = item.type === "package" ? "/package-details" : "/test-details";
  return `${base}/${item.id}?from=${from}`;
}
