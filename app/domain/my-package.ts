import type { AdviceKey } from "~/content/advice";
import type { SafetyNotice, SafetyNoticeKey } from "~/content/safety-notices";
import type { SubcategoryTest } from "~/content/services";
import type { TestFacts, TestKey } from "~/content/test-facts";
import { packageNoteWords } from "~/content/ui/en/package-note-words";
import type { CatalogueItem } from "./catalogue";
import type { HomeCarePackageView } from "./home-care-packages";
import { formatRupees } from "./money";
import { noticesFor } from "./safety";
import { joinList } from "./text";

/**
 * My Package: the patient's own list of tests and packages, kept on the device and booked as one chat
 * message. Pure rules; the ids and their storage format live in ./my-package-ids.ts. Prices, names and
 * instructions always come from the content passed in, never from what the device stored.
 */

export type PackageLineKind = "test" | "package" | "department-test" | "home-care-package";

/** A health package or a home-care package: an item that holds other tests. */
export const isPackageLine = (line: Pick<PackageLine, "kind">): boolean => line.kind === "package" || line.kind === "home-care-package";

/** One item of the list, resolved against the current content. */
export interface PackageLine {
  id: string;
  kind: PackageLineKind;
  name: string;
  price: number;
  sample: string;
  reportTime: string;
  /** One instruction per item, composed from the tests' facts (app/content/preparation.ts). */
  preparation: string[];
  /** Hours of fasting needed; null when none. */
  fastingHours: number | null;
  /** Where the item is described on the site. */
  href: string;
  /** The tests the item holds, by key: one for a test, every test of a package. */
  tests: readonly TestKey[];
}

/**
 * A test from a department's test list with where it is shown (its price is the one shown there) and
 * its preparation, composed from its facts where the sources are built (./my-package-sources.ts).
 */
export interface DepartmentTestEntry {
  test: SubcategoryTest;
  path: string;
  preparation: string[];
  fastingHours: number | null;
}

export interface PackageSources {
  catalogue: readonly CatalogueItem[];
  departmentTests: readonly DepartmentTestEntry[];
  /** The home-care packages (app/domain/home-care-packages.ts): priced with their home visits. */
  homeCarePackages: readonly HomeCarePackageView[];
  /** The facts of every test, to group the shared advice. */
  facts: Readonly<Record<TestKey, TestFacts>>;
  /** The shared advice sentences (app/content/advice.ts) and the medicine warning every fast carries. */
  texts: { advice: Readonly<Record<AdviceKey, string>>; fastingWarning: string };
  /** The boxed safety notices (app/content/safety-notices.ts), passed in so the page's own script carries none. */
  notices: Readonly<Record<SafetyNoticeKey, SafetyNotice>>;
}

function catalogueLine(item: CatalogueItem): PackageLine {
  const isPackage = item.type === "package";
  return {
    id: String(item.id),
    kind: isPackage ? "package" : "test",
    name: item.name,
    price: item.price,
    sample: item.sample,
    reportTime: item.reportTime,
    preparation: item.preparation,
    fastingHours: item.fastingHours,
    href: isPackage ? `/package-details/${item.id}` : `/test-details/${item.id}`,
    tests: item.tests,
  };
}

function departmentLine({ test, path, preparation, fastingHours }: DepartmentTestEntry): PackageLine {
  return {
    id: test.id,
    kind: "department-test",
    name: test.name,
    price: test.price,
    sample: test.sample,
    reportTime: test.reportTime,
    preparation,
    fastingHours,
    href: path,
    tests: [test.id],
  };
}

function homeCareLine(pack: HomeCarePackageView): PackageLine {
  return {
    id: pack.id,
    kind: "home-care-package",
    name: pack.title,
    price: pack.price,
    sample: pack.sample,
    reportTime: pack.reportTime,
    preparation: pack.preparation,
    fastingHours: pack.fastingHours,
    href: "/home-care",
    tests: pack.testKeys,
  };
}

/** The list's lines in list order; ids content no longer knows are returned apart. */
export function resolvePackage(ids: readonly string[], sources: PackageSources): { lines: PackageLine[]; unknown: string[] } {
  const lines: PackageLine[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const line = resolveItem(id, sources);
    if (line) lines.push(line);
    else unknown.push(id);
  }
  return { lines, unknown };
}

function resolveItem(id: string, sources: PackageSources): PackageLine | undefined {
  if (/^\d+$/.test(id)) {
    const item = sources.catalogue.find((candidate) => String(candidate.id) === id);
    return item ? catalogueLine(item) : undefined;
  }
  const entry = sources.departmentTests.find((candidate) => candidate.test.id === id);
  if (entry) return departmentLine(entry);
  const pack = sources.homeCarePackages.find((candidate) => candidate.id === id);
  return pack ? homeCareLine(pack) : undefined;
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
export function listNotices(lines: readonly PackageLine[], sources: Pick<PackageSources, "facts" | "notices">): SafetyNotice[] {
  return noticesFor(
    lines.flatMap((line) => line.tests.flatMap((key) => sources.facts[key].notices ?? [])),
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

/** The longest fasting any item needs, with every item that needs that much, and the warning given with it. */
export function longestFasting(lines: readonly PackageLine[], fastingWarning = ""): FastingSummary | null {
  const fasting = lines.filter((line) => line.fastingHours !== null);
  if (fasting.length === 0) return null;
  const hours = Math.max(...fasting.map((line) => line.fastingHours!));
  const names = fasting.filter((line) => line.fastingHours === hours).map((line) => line.name);
  return {
    hours,
    names,
    text: packageNoteWords.fasting(hours, joinList(names)),
    warning: fastingWarning,
  };
}

/**
 * The sentences the list's Preparation section gives once for every item, with the names of the items
 * they concern: the fasting warning (when an item needs a fast) and each shared advice sentence.
 */
export function sharedPreparation(lines: readonly PackageLine[], sources: Pick<PackageSources, "facts" | "texts">): Set<string> {
  const shared = new Set(adviceGroups(lines, sources).map((group) => group.text));
  if (longestFasting(lines)) shared.add(sources.texts.fastingWarning);
  return shared;
}

/** An item's own preparation: its steps without those the list's Preparation section already gives. */
export function ownPreparation(line: PackageLine, shared: ReadonlySet<string>): string[] {
  return line.preparation.filter((step) => !shared.has(step));
}

export interface AdviceGroup {
  text: string;
  names: string[];
}

/** The shared advice of the list (./advice.ts), each sentence once, with the items that need it. */
export function adviceGroups(lines: readonly PackageLine[], sources: Pick<PackageSources, "facts" | "texts">): AdviceGroup[] {
  const groups = new Map<AdviceKey, string[]>();
  for (const line of lines) {
    const keys = new Set(line.tests.flatMap((key) => sources.facts[key].advice ?? []));
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), line.name]);
  }
  return [...groups].map(([key, names]) => ({ text: sources.texts.advice[key], names }));
}
