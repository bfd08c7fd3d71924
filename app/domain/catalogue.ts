import type { CatalogueItem } from "~/content/catalogue";

type ItemOfType<K extends CatalogueItem["type"]> = Extract<CatalogueItem, { type: K }>;

/**
 * The catalogue item of this kind whose id is exactly this decimal number (the URL's `:testId` or
 * `:packageId`); anything else, a leading zero or a stray character included, is not found. The type of
 * the result follows the kind asked for, so callers need no cast.
 */
export function findCatalogueItem<K extends CatalogueItem["type"]>(
  items: readonly CatalogueItem[],
  type: K,
  idParam: string | undefined,
): ItemOfType<K> | undefined {
  if (idParam === undefined || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return items.find((item): item is ItemOfType<K> => item.type === type && item.id === id);
}
