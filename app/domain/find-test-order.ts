/**
 * /find-test's default order (docs/decisions/057-find-test-layout.md): the entries the staff list first,
 * in their order, then every other entry by name in the language's order (numbers as numbers), then by
 * catalogue number so equal names keep one order. Pure: the page passes the list and the language.
 */
export function inDefaultOrder<Entry extends { catalogueId?: number; name: string }>(
  entries: readonly Entry[],
  first: readonly number[],
  language: string,
): Entry[] {
  const rank = new Map(first.map((id, place) => [id, place]));
  const rankOf = (entry: Entry) => (entry.catalogueId === undefined ? undefined : rank.get(entry.catalogueId));
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  const listed = entries.filter((entry) => rankOf(entry) !== undefined).sort((a, b) => rankOf(a)! - rankOf(b)!);
  const rest = entries
    .filter((entry) => rankOf(entry) === undefined)
    .sort((a, b) => collator.compare(a.name, b.name) || (a.catalogueId ?? 0) - (b.catalogueId ?? 0));
  return [...listed, ...rest];
}
