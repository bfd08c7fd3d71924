import type { CatalogueEntry } from "#content/collections/catalogue.schema.ts";
import testsData from "#content/generated/catalogue-tests.json" with { type: "json" };
import packagesData from "#content/generated/packages.json" with { type: "json" };

export type { CatalogueEntry, PackageEntry, TestEntry } from "#content/collections/catalogue.schema.ts";

/**
 * The find-test catalogue: tests (ids 1–16) and health packages (ids 100–119, 301–305). An entry holds
 * what belongs to the offer: its name, price, specialty, who it is for and its medical review. What a
 * test is comes from the test facts it names (./test-facts.ts), and a package's sample, fasting,
 * preparation, report time and parameters from the tests it holds (app/domain/catalogue.ts). A test's
 * price here is its one price: the department lists and the home services show it too
 * (docs/decisions/055-one-price-per-test.md). The categories are in ./catalogue-categories.ts. The entries are files:
 * content/en/tests/<id>.json and content/en/packages/<id>.json (edited at /admin, docs/editing.md).
 */

/** Tests (ids 1–16) first, then packages (100–119, 301–305): the find-test list order. */
export const catalogueEntries: CatalogueEntry[] = [...testsData, ...packagesData];
