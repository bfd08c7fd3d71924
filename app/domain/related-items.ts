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
 * What a test's page offers beside it, from the catalogue: the packages that hold its test, and related
 * single tests: first the larger tests that report what it reports (Serum creatinine → the kidney function
 * test), then those that two or more of its packages hold with it (the most packages first), each in the
 * catalogue's order, at most `limit`. Nothing is listed by hand, so a package or a test that changes its
 * contents changes these.
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
  const reports = new Set(test.includes.map((line) => line.toLowerCase()));
  const singles = catalogue.filter((item): item is TestItem => item.type === "test" && item.id !== test.id);
  const larger = singles.filter(
    (item) => item.includes.length > test.includes.length && item.includes.some((line) => reports.has(line.toLowerCase())),
  );
  const often = singles
    .map((item, order) => ({ item, order, count: together.get(item.tests[0] ?? "") ?? 0 }))
    .filter(({ item, count }) => count >= 2 && !larger.includes(item))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ item }) => item);
  return { packages: holding.map(linkTo), tests: [...larger, ...often].slice(0, limit).map(linkTo) };
}
