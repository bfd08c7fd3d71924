import type { SafetyNotice, SafetyNoticeKey } from "#content/safety-notices.ts";
import type { TestKey } from "#content/test-facts.ts";
import { packageNoteWords } from "#words/package-note-words.ts";
import { formatRupees } from "./money.ts";
import { noticesFor } from "./safety.ts";
import { joinList } from "./text.ts";

/**
 * My Package: the patient's own list of tests and packages, kept on the device and booked as one chat
 * message. Pure rules; the ids and their storage format live in ./my-package-ids.ts. Prices, names and
 * instructions always come from the content passed in, never from what the device stored.
 */

export type PackageLineKind = "test" | "package" | "department-test" | "home-care-package";

/** A health package or a home-care package: an item that holds other tests. */
export const isPackageLine = (line: Pick<PackageLine, "kind">): boolean => line.kind === "package" || line.kind === "home-care-package";

/**
 * One item of the list, resolved against the content at build time (./my-package-sources.ts): the page
 * carries every item that can join a list in its HTML, so its scripts carry no content.
 */
export interface PackageLine {
  id: string;
  kind: PackageLineKind;
  name: string;
  price: number;
  /** A test done on a paid home visit: "₹549 + home visit ₹300" or "₹599, home visit included" (./home-visit-price.ts). */
  priceText?: string;
  sample: string;
  reportTime: string;
  /** Hours of fasting needed; null when none. */
  fastingHours: number | null;
  /** The longest any of its tests allows ("at least 8 hours, and no more than 12"); null when none sets a limit. */
  fastingLimit: number | null;
  /** Whether the item is for a person or a pet (a pet's fast has its own warning, not the medicine rule). */
  subject: "person" | "pet";
  /**
   * Its preparation (content/preparation.ts), one sentence or instruction each: first its fast ("Fast
   * for 12 hours before the sample: …") or that it needs none, then the shared advice and its tests' own
   * instructions. The medicine rule and insulin warning every fast carries are not repeated in it: the
   * list gives them once (`PackageSources.fastingWarning`).
   */
  fastingStep: string;
  steps: string[];
  /** The call-112 and caution boxes its tests name (content/safety-notices.ts). */
  notices: SafetyNoticeKey[];
  /** Where the item is described on the site. */
  href: string;
  /** The tests the item holds, by key: one for a test, every test of a package. */
  tests: readonly TestKey[];
}

export interface PackageSources {
  /** Every item that can join a list, by its id (a catalogue number, a department test's or a home-care package's id). */
  items: Readonly<Record<string, PackageLine>>;
  /** The medicine rule and insulin warning every fast carries (docs/content-review.md, rule 5), given once for the list. */
  fastingWarning: string;
  /** The boxed safety notices (content/safety-notices.ts). */
  notices: Readonly<Record<SafetyNoticeKey, SafetyNotice>>;
}

/** The list's lines in list order; ids content no longer knows are returned apart. */
export function resolvePackage(
  ids: readonly string[],
  sources: Pick<PackageSources, "items">,
): { lines: PackageLine[]; unknown: string[] } {
  const lines: PackageLine[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    // Only the table's own entries, never a name every object has ("constructor").
    if (Object.hasOwn(sources.items, id)) lines.push(sources.items[id]!);
    else unknown.push(id);
  }
  return { lines, unknown };
}

export function packageTotal(lines: readonly PackageLine[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}

export interface Overlap {
  test: PackageLine;
  package: PackageLine;
  /** The list has another item of the same name (the find-test and the department price of one test). */
  nameIsShared: boolean;
}

/** Tests on the list that a package on the list already includes (each test named once). */
export function findOverlaps(lines: readonly PackageLine[]): Overlap[] {
  const packages = lines.filter(isPackageLine);
  const overlaps: Overlap[] = [];
  for (const test of lines) {
    if (isPackageLine(test)) continue;
    const container = packages.find((pkg) => includesTest(pkg, test));
    const nameIsShared = lines.some((other) => other !== test && other.name === test.name);
    if (container) overlaps.push({ test, package: container, nameIsShared });
  }
  return overlaps;
}

/** The item as its Remove button names it to a screen reader: with its price when another item on the list has its name. */
export function overlapTestLabel({ test, nameIsShared }: Overlap): string {
  return nameIsShared ? `${test.name} (${formatRupees(test.price)})` : test.name;
}

/** A package includes a test when it holds every test the item is (by key, never by name). */
function includesTest(pkg: PackageLine, test: PackageLine): boolean {
  return test.tests.every((key) => pkg.tests.includes(key));
}

/** The flag on an item a chosen package already holds: "Already included in Basic Health Checkup: remove and save ₹450". */
export function overlapSavingText(overlap: Overlap): string {
  return packageNoteWords.overlapSaving(overlap.package.name, formatRupees(overlap.test.price));
}

/**
 * The line above the list when items are already included: "2 items on your list are already included
 * in a package you chose. Removing them saves ₹749; each is marked below." Null when none is.
 */
export function overlapSummaryText(lines: readonly PackageLine[]): string | null {
  const count = findOverlaps(lines).length;
  if (count === 0) return null;
  const { saving } = overlapSaving(lines);
  return packageNoteWords.overlapSummary(count, formatRupees(saving));
}

export interface OverlapSaving {
  /** What removing every item a chosen package already holds takes off the total. */
  saving: number;
  /** The total once they are removed. */
  totalAfter: number;
}

/**
 * What the list would cost without the items a package on it already includes: each such item is
 * paid for twice (on its own and inside the package), so removing it saves its whole price.
 */
export function overlapSaving(lines: readonly PackageLine[]): OverlapSaving {
  const saving = findOverlaps(lines).reduce((sum, overlap) => sum + overlap.test.price, 0);
  return { saving, totalAfter: packageTotal(lines) - saving };
}

/**
 * The call-112 and caution boxes of every test on the list, each once, emergencies first: the list
 * leads to a booking, so it shows them as every page that sells those tests does (docs/content-review.md,
 * rule 1).
 */
export function listNotices(lines: readonly PackageLine[], sources: Pick<PackageSources, "notices">): SafetyNotice[] {
  return noticesFor(
    lines.flatMap((line) => line.notices),
    sources.notices,
  );
}

export interface FastingSummary {
  hours: number;
  names: string[];
  /** "Fast for 12 hours before collection: needed for Lipid Profile" */
  text: string;
  /** The diabetes-medicine warning every fast carries (docs/content-review.md, rule 5). */
  warning: string;
}

/**
 * The longest fasting any item needs, with every item that needs that much, and the warning given with
 * it. When an item allows no more than some hours (a fasting blood sugar: at least 8, no more than 12)
 * and that is longer than the longest fast, the sentence says so.
 */
export function longestFasting(lines: readonly PackageLine[], fastingWarning = ""): FastingSummary | null {
  const fasting = lines.filter((line) => line.fastingHours !== null);
  if (fasting.length === 0) return null;
  const hours = Math.max(...fasting.map((line) => line.fastingHours!));
  const names = fasting.filter((line) => line.fastingHours === hours).map((line) => line.name);
  const limits = fasting.flatMap((line) => (line.fastingLimit === null ? [] : [line.fastingLimit]));
  const limit = limits.length === 0 ? null : Math.min(...limits);
  return {
    hours,
    names,
    text:
      limit !== null && limit > hours
        ? packageNoteWords.fastingWithLimit(hours, limit, joinList(names))
        : packageNoteWords.fasting(hours, joinList(names)),
    warning: fastingWarning,
  };
}

export interface PreparationStep {
  text: string;
  /** The items it concerns, in list order. */
  names: string[];
}

/** What the list's Preparation section says, each thing once. */
export interface PreparationPlan {
  /** The longest fast a person on the list needs, with the medicine rule and insulin warning; null when no one fasts. */
  fasting: FastingSummary | null;
  /** The items that need a shorter fast than the longest. */
  shorterFasts: string[];
  /** Every other sentence of the items' preparation, once, with the items it concerns. */
  steps: PreparationStep[];
}

/**
 * The list's preparation, said once (docs/content-review.md, rule 5, and its My Package exception): the
 * longest fast a person needs, with the medicine rule and insulin warning, then every other sentence of
 * the items' preparation once, naming the items it concerns. A person's fast is the fasting note's, so
 * its sentence is not repeated; when someone fasts, the "no fasting" sentences go too (each item's card
 * says "No fasting", and the fasting note gives the medicine rule). A pet's fast keeps its own sentence
 * and warning.
 */
export function preparationPlan(lines: readonly PackageLine[], fastingWarning: string): PreparationPlan {
  const people = lines.filter((line) => line.subject === "person");
  const fasting = longestFasting(people, fastingWarning);
  const shorterFasts = people.filter((line) => line.fastingHours !== null && !fasting?.names.includes(line.name)).map((line) => line.name);
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const saysItsFast = line.subject === "pet" || fasting === null;
    for (const text of saysItsFast ? [line.fastingStep, ...line.steps] : line.steps) {
      const names = groups.get(text) ?? [];
      if (!names.includes(line.name)) names.push(line.name);
      groups.set(text, names);
    }
  }
  return { fasting, shorterFasts, steps: [...groups].map(([text, names]) => ({ text, names })) };
}
