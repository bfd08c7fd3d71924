import type { CatalogueItem } from "~/content/catalogue";

/** Where a catalogue item's details live, with the origin kept for the back link. */
export function detailsHref(item: Pick<CatalogueItem, "id" | "type">, from: "home" | "find-test" | "packages"): string {
  const base = item.type === "package" ? "/package-details" : "/test-details";
  return `${base}/${item.id}?from=${from}`;
}

/** The item of this kind whose id is exactly this decimal number; anything else is not found. */
export function findCatalogueItem<T extends Pick<CatalogueItem, "id" | "type">>(
  items: readonly T[],
  type: CatalogueItem["type"],
  idParam: string | undefined,
): T | undefined {
  if (idParam === undefined || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return items.find((item) => item.type === type && item.id === id);
}
