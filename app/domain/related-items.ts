import type { CatalogueItem, TestItem } from "./catalogue.ts";

/** A link to another test's or package's page, as a test's page lists it. */
export interface RelatedLink {
  href: string;
  name: string;
  /** The name is the English one on a page of another language (decision 034). */
  untranslated?: true;
}

const linkTo = (item: CatalogueItem): RelatedLink => ({
  href: `/${item.type === "test" ? "test-details" : "package-details"}/${item.id}`,
  name: item.name,
  ...(item.untranslated ? { untranslated: true as const } : {}),
});

/**
 * What a test's page offers beside it, from the catalogue: the packages that hold its test, and the single
 * tests those packages most often hold with it (the most packages first, then in the catalogue's order),
 * at most `limit`. Nothing is listed by hand, so a package that changes its tests changes these.
 */
export function relatedItems(
  test: TestItem,
  catalogue: readonly CatalogueItem[],
  limit = 4,
): { packages: RelatedLink[]; tests: RelatedLink[] } {
  const key = test.tests[0];
  const holding = catalogue.filter((item) => item.type === "package" && key !== undefined && item.tests.includes(key));
  const together = new Map<string, number>();
  for (const pkg of holding) for (const other of pkg.tests) if (other !== key) together.set(other, (together.get(other) ?? 0) + 1);
  const singles = catalogue.filter(
    (item): item is TestItem => item.type === "test" && item.id !== test.id && together.has(item.tests[0] ?? ""),
  );
  const ranked = singles
    .map((item, order) => ({ item, order, count: together.get(item.tests[0]!)! }))
    .sort((a, b) => b.count - a.count || a.order - b.order);
  return { packages: holding.map(linkTo), tests: ranked.slice(0, limit).map(({ item }) => linkTo(item)) };
}
