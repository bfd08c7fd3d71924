import { z } from "zod";

/**
 * The place of an item in its list. A folder collection's files are read by name, so a list the site
 * shows in a chosen order (centres, articles' featured row, FAQs) carries it in a field the editor shows.
 */
export const orderField = z
  .number()
  .int()
  .positive()
  .meta({ title: "Position", description: "where it comes in its list: 1 is first, 2 second (a whole number)" });

/** The items sorted by their `order`, each without it: what the site shows. */
export function inOrder<T extends { order: number }>(items: readonly { data: T }[]): Omit<T, "order">[] {
  return [...items]
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data }) => {
      const { order: _order, ...rest } = data;
      return rest;
    });
}

/** The items as an object keyed by their file name, in their order, each without `order`. */
export function keyedInOrder<T extends { order: number }>(items: readonly { id: string; data: T }[]): Record<string, Omit<T, "order">> {
  return Object.fromEntries(
    [...items]
      .sort((a, b) => a.data.order - b.data.order)
      .map(({ id, data }) => {
        const { order: _order, ...rest } = data;
        return [id, rest];
      }),
  );
}
