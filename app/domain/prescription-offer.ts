import type { PackageLine } from "./my-package.ts";
import type { PrescriptionPart } from "./prescription-data.ts";
import { matchOfId } from "./prescription-match.ts";
import type { ItemMatch, PrescriptionSources } from "./prescription-types.ts";

/**
 * A package that holds most of a prescription's list for less than its items cost on their own, with
 * the honest difference: the package's price plus the items it does not hold, against the list's
 * total. The package's tests come from the prescription part (`packageTests`), its price and name from
 * the search index, so no other file is fetched for it.
 */

export interface PackageOffer {
  package: ItemMatch;
  /** The list's items the package holds (My Package ids, in list order). */
  holds: string[];
  /** Their names, in list order. */
  holdsNames: string[];
  /** The list's items it does not hold, booked beside it. */
  besides: string[];
  /** What the package and the items beside it cost together. */
  totalWith: number;
  /** The list's total less `totalWith`: always more than 0. */
  saving: number;
  /** How many more tests the package holds than the list asks for (the honest part: more is done, not only cheaper). */
  extraTests: number;
}

/** Every test an item's tests hold: themselves and what their panels hold (SGPT with LFT). */
export function heldTests(tests: readonly string[], panels: PrescriptionPart["panels"]): Set<string> {
  return new Set(tests.flatMap((key) => [key, ...(panels[key] ?? [])]));
}

/** Whether `holder` holds every test of `item` (and more: an item never holds itself). */
export function holds(holder: Pick<PackageLine, "tests">, item: Pick<PackageLine, "tests">, panels: PrescriptionPart["panels"]): boolean {
  const held = heldTests(holder.tests, panels);
  return item.tests.length > 0 && held.size > item.tests.length && item.tests.every((key) => held.has(key));
}

/** "Most of the list": more than half of its items, and at least two. */
const holdsMost = (held: number, of: number) => held >= 2 && held * 2 > of;

/** The best package for `booked` (the list's priced items, each once), or null when none holds most of it for less. */
export function packageOffer(
  booked: readonly PackageLine[],
  total: number,
  sources: Pick<PrescriptionSources, "index" | "options" | "part">,
): PackageOffer | null {
  let best: PackageOffer | null = null;
  const onList = new Set(booked.map((item) => item.id));
  for (const [id, tests] of Object.entries(sources.part.packageTests)) {
    if (onList.has(id)) continue;
    const held = booked.filter((item) => holds({ tests }, item, sources.part.panels));
    if (!holdsMost(held.length, booked.length)) continue;
    const match = matchOfId(id, sources);
    if (match === null) continue;
    const besides = booked.filter((item) => !held.includes(item));
    const totalWith = match.price + besides.reduce((sum, item) => sum + item.price, 0);
    const saving = total - totalWith;
    if (saving <= 0 || (best !== null && saving <= best.saving)) continue;
    const asked = heldTests(
      held.flatMap((item) => item.tests),
      sources.part.panels,
    );
    best = {
      package: match,
      holds: held.map((item) => item.id),
      holdsNames: held.map((item) => item.name),
      besides: besides.map((item) => item.id),
      totalWith,
      saving,
      extraTests: tests.filter((key) => !asked.has(key)).length,
    };
  }
  return best;
}
