/**
 * The ids of a My Package list, as stored on the device and carried by the share link. Kept apart from
 * the rest of the list logic because the header count and every "Add to Package" button load it on
 * every page: it reads no content, only its own few words (#words/package-count).
 *
 * An item id is a string. A catalogue item (test or health package) is its number ("2", "100"); a test
 * from a department's test list is its id there ("lipid-profile"), which is unique across departments,
 * and a home-care package is its id ("cardiac-care-at-home") (docs/decisions/009-my-package.md). All are
 * stable, readable in a link and never collide: catalogue ids are digits only, the others contain a
 * letter and a unit test keeps the home-care ids apart from the department test ids.
 */

import { packageCountWords } from "#words/package-count.ts";
import { parseStoredJson } from "./stored-json.ts";

/** More items than any prescription needs; a longer stored list is cut to this. */
export const MAX_PACKAGE_ITEMS = 30;

/** The localStorage key of the list. */
export const PACKAGE_STORAGE_KEY = "my-package";
/** Version written with the list, so a later format can tell an old one apart. */
export const PACKAGE_STORAGE_VERSION = 1;

const ID_PATTERN = /^(?:[1-9]\d{0,5}|(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** True for a string shaped like an item id (whether content knows it is checked elsewhere). */
export function isItemIdShape(value: unknown): value is string {
  return typeof value === "string" && value.length <= 60 && ID_PATTERN.test(value);
}

/** Keeps well-shaped ids, first occurrence only, at most MAX_PACKAGE_ITEMS. */
export function cleanIds(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const id = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
    if (isItemIdShape(id) && !seen.has(id)) seen.add(id);
    if (seen.size === MAX_PACKAGE_ITEMS) break;
  }
  return [...seen];
}

/**
 * Reads what localStorage holds, repairing rather than failing: the current format
 * `{"v":1,"items":[...]}`, a bare array (an earlier format) of numbers or strings, or anything else
 * (corrupt, hostile, from a newer version) which becomes an empty list.
 */
export function parseStoredIds(raw: string | null): string[] {
  const data = parseStoredJson(raw);
  if (Array.isArray(data)) return cleanIds(data);
  if (data && typeof data === "object" && Array.isArray((data as { items?: unknown }).items)) {
    const version = (data as { v?: unknown }).v;
    if (version === undefined || version === PACKAGE_STORAGE_VERSION) return cleanIds((data as { items: unknown[] }).items);
  }
  return [];
}

export function serializeIds(ids: readonly string[]): string {
  return JSON.stringify({ v: PACKAGE_STORAGE_VERSION, items: cleanIds(ids) });
}

/** Adds `id` at the end; a full list stays as it is. */
export function addId(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= MAX_PACKAGE_ITEMS) return [...ids];
  return cleanIds([...ids, id]);
}

export function removeId(ids: readonly string[], id: string): string[] {
  return ids.filter((existing) => existing !== id);
}

/** The `items` query value of a share link: "1,2,lipid-profile". */
export function shareItemsParam(ids: readonly string[]): string {
  return cleanIds(ids).join(",");
}

/** The ids a share link's `items` value names (shape only; unknown ids are dropped later). */
export function parseShareItems(param: string | null): { ids: string[]; malformed: number } {
  if (!param) return { ids: [], malformed: 0 };
  const parts = param
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== "");
  const ids = cleanIds(parts);
  const malformed = parts.filter((part) => !isItemIdShape(part)).length;
  return { ids, malformed };
}

/** "1 item", "3 items". */
export function itemCountText(count: number): string {
  return packageCountWords.items(count);
}

/** What the live region says after a press: "Lipid Profile added to your package (2 items)". */
export function toggleAnnouncement(name: string, added: boolean, count: number): string {
  return packageCountWords.toggled(name, added, itemCountText(count));
}

/** What the live region says when the list is full. */
export function fullAnnouncement(name: string): string {
  return packageCountWords.full(MAX_PACKAGE_ITEMS, name);
}

/**
 * The My Package id of a site-search entry (keys `catalogue-2`, `department-lipid-profile`), or null for
 * entries that cannot join the list (home-care services, priced as ranges).
 */
export function packageIdFromSearchKey(key: string): string | null {
  const match = /^(?:catalogue|department)-(.+)$/.exec(key);
  return match && isItemIdShape(match[1]) ? match[1] : null;
}
