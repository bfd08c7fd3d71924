import type { TestKey } from "#content/test-facts.ts";
import type { CatalogueItem } from "./catalogue.ts";
import type { HomeCarePackageView } from "./home-care-packages.ts";
import type { NotDoneStudy, PrescriptionPart } from "./prescription-data.ts";
import { panelParts, type PanelFacts } from "./prescription-panels.ts";

/**
 * The prescription part of the search index, as the build writes it (./site-search-parts.ts): the
 * content's shorthands with the My Package id each means, the studies the lab does not do, what each
 * package and panel holds, and the fasting warning. It grows with the packages and panels, not with
 * the tests, so the list box's first use costs the same at 300 tests or 5,000.
 */

export interface PrescriptionPartSources {
  /** content/prescription-shorthands.ts: a test by its facts key, or a package by its number. */
  shorthands: readonly { words: readonly string[]; test?: string; package?: number }[];
  notDone: readonly NotDoneStudy[];
  catalogue: readonly Pick<CatalogueItem, "id" | "type" | "tests">[];
  /** Department tests, by id (their test key). */
  departmentTestIds: readonly string[];
  homeCarePackages: readonly Pick<HomeCarePackageView, "id" | "testKeys">[];
  facts: Readonly<Record<string, PanelFacts>>;
  fastingWarning: string;
}

export function prescriptionPart(sources: PrescriptionPartSources): PrescriptionPart {
  // A test key is sold as its catalogue item, else as its department test (as the search index lists it).
  const itemOfTest = new Map<string, string>();
  for (const id of sources.departmentTestIds) itemOfTest.set(id, id);
  for (const item of sources.catalogue) if (item.type === "test") itemOfTest.set(item.tests[0]!, String(item.id));
  const shorthands = sources.shorthands.flatMap(({ words, test, package: pack }) => {
    const item = test !== undefined ? itemOfTest.get(test) : pack !== undefined ? String(pack) : undefined;
    // The content compile refuses a shorthand that names nothing (content/compiler/shorthand-check.ts).
    if (item === undefined) throw new Error(`prescription part: the shorthand "${words[0]}" names no item`);
    return [{ words, item }];
  });
  const packageTests: Record<string, readonly TestKey[]> = {};
  for (const item of sources.catalogue) if (item.type === "package") packageTests[String(item.id)] = item.tests;
  for (const pack of sources.homeCarePackages) packageTests[pack.id] = pack.testKeys;
  return {
    shorthands,
    notDone: sources.notDone.map(({ name, words, says }) => ({ name, words, says })),
    packageTests,
    panels: panelParts(sources.facts) as Record<string, TestKey[]>,
    fastingWarning: sources.fastingWarning,
  };
}
