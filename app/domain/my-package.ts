import type { CatalogueItem } from "~/content/catalogue";
import type { ServiceCategory, SubcategoryTest } from "~/content/services";
import { formatRupees } from "./money";

/**
 * My Package: the patient's own list of tests and packages, kept on the device and booked as one chat
 * message. Pure rules; the ids and their storage format live in ./my-package-ids.ts. Prices, names and
 * instructions always come from the content passed in, never from what the device stored.
 */

export type PackageLineKind = "test" | "package" | "department-test";

export interface Fasting {
  /** Hours; null when the content says fasting is needed without saying how long. */
  min: number | null;
  max: number | null;
}

/** One item of the list, resolved against the current content. */
export interface PackageLine {
  id: string;
  kind: PackageLineKind;
  name: string;
  price: number;
  sample: string;
  reportTime: string;
  preparation: string;
  fasting: Fasting | null;
  /** Where the item is described on the site. */
  href: string;
  /** For a package: the names of its panels and tests, to spot a test the list already has. */
  includes: readonly string[];
  /** For a test: the names a package might list it under. */
  matchNames: readonly string[];
  /** Names that only match a package's panel name (aliases are too loose to match single analytes). */
  panelOnlyNames: readonly string[];
}

/** A test from a department's test list with where it is shown (its price is the one shown there). */
export interface DepartmentTestEntry {
  test: SubcategoryTest;
  path: string;
}

export function departmentTestEntries(categories: readonly ServiceCategory[]): DepartmentTestEntry[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((sub) =>
      sub.tests.map((test) => ({ test, path: `/services/${category.slug}/${sub.slug}` })),
    ),
  );
}

export interface PackageSources {
  catalogue: readonly CatalogueItem[];
  departmentTests: readonly DepartmentTestEntry[];
}

/** "Fast for 10–12 hours", "12 hours of fasting", "8 hours fasting preferred" → hours; "No fasting needed" → null. */
export function fastingFromText(text: string): Fasting | null {
  if (/\bno fasting\b/i.test(text)) return null;
  const range = String.raw`(\d{1,2})(?:\s*(?:–|-|to)\s*(\d{1,2}))?\s*hours?`;
  const match =
    new RegExp(String.raw`\bfast(?:ing)?\s+for\s+${range}`, "i").exec(text) ??
    new RegExp(String.raw`${range}\s+(?:of\s+)?(?:overnight\s+)?fasting`, "i").exec(text);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** Lower case, "&" as "and", punctuation as spaces: "Urine Routine & Microscopy" → "urine routine and microscopy". */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The name, the name without its bracket and the bracket itself: "Complete Blood Count (CBC)". */
function nameVariants(name: string): string[] {
  const variants = [name];
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
  if (bracket) {
    variants.push(bracket[1] ?? "");
    if ((bracket[2] ?? "").length >= 3 && !bracket[2]?.includes(",")) variants.push(bracket[2] ?? "");
  }
  return [...new Set(variants.map(normaliseName).filter((v) => v !== ""))];
}

function catalogueLine(item: CatalogueItem): PackageLine {
  const isPackage = item.type === "package";
  const includes = isPackage
    ? item.includes.flatMap((entry) => (typeof entry === "string" ? [entry] : [entry.panel, ...entry.tests]))
    : [];
  return {
    id: String(item.id),
    kind: isPackage ? "package" : "test",
    name: item.name,
    price: item.price,
    sample: item.sample,
    reportTime: item.reportTime,
    preparation: item.preparation,
    fasting: fastingFromText(item.preparation),
    href: isPackage ? `/package-details/${item.id}` : `/test-details/${item.id}`,
    includes: includes.map(normaliseName),
    matchNames: isPackage ? [] : nameVariants(item.name),
    panelOnlyNames: isPackage ? [] : (item.aliases ?? []).map(normaliseName),
  };
}

function departmentLine({ test, path }: DepartmentTestEntry): PackageLine {
  const preparation = test.preparationTime ?? (test.preparationRequired ? "Preparation needed: we confirm it when you book." : "No preparation needed.");
  const fasting = test.fastingRequired ? (fastingFromText(test.preparationTime ?? "") ?? { min: null, max: null }) : null;
  return {
    id: test.id,
    kind: "department-test",
    name: test.name,
    price: test.price,
    sample: test.sample,
    reportTime: test.reportTime,
    preparation,
    fasting,
    href: path,
    includes: [],
    matchNames: nameVariants(test.name),
    panelOnlyNames: [],
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
  return entry ? departmentLine(entry) : undefined;
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
  const packages = lines.filter((line) => line.kind === "package");
  const overlaps: Overlap[] = [];
  for (const test of lines) {
    if (test.kind === "package") continue;
    const container = packages.find((pkg) => includesTest(pkg, test));
    const nameIsShared = lines.some((other) => other !== test && other.name === test.name);
    if (container) overlaps.push({ test, package: container, nameIsShared });
  }
  return overlaps;
}

/** The test as the overlap notice names it: with its price when another item on the list has its name. */
export function overlapTestLabel({ test, nameIsShared }: Overlap): string {
  return nameIsShared ? `${test.name} (${formatRupees(test.price)})` : test.name;
}

function includesTest(pkg: PackageLine, test: PackageLine): boolean {
  if (test.matchNames.some((name) => pkg.includes.includes(name))) return true;
  return test.panelOnlyNames.some((alias) => pkg.includes.includes(alias) && alias.split(" ").length > 1);
}

/** "Lipid Profile is already included in Basic Health Checkup". */
export function overlapText(overlap: Overlap): string {
  return `${overlapTestLabel(overlap)} is already included in ${overlap.package.name}`;
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function fastingHoursText(fasting: Fasting): string {
  if (fasting.max === null) return "Fast";
  if (fasting.min === null || fasting.min === fasting.max) return `Fast for ${fasting.max} hours`;
  return `Fast for ${fasting.min}–${fasting.max} hours`;
}

export interface FastingSummary {
  fasting: Fasting;
  names: string[];
  /** "Fast for 10–12 hours before collection: needed for Lipid Profile" */
  text: string;
}

/** The longest fasting any item needs, with every item that needs that much. */
export function longestFasting(lines: readonly PackageLine[]): FastingSummary | null {
  const fasting = lines.filter((line): line is PackageLine & { fasting: Fasting } => line.fasting !== null);
  if (fasting.length === 0) return null;
  const rank = (f: Fasting) => (f.max ?? 0) * 100 + (f.min ?? 0);
  const longest = fasting.reduce((best, line) => (rank(line.fasting) > rank(best.fasting) ? line : best)).fasting;
  const names = fasting.filter((line) => rank(line.fasting) === rank(longest)).map((line) => line.name);
  return { fasting: longest, names, text: `${fastingHoursText(longest)} before collection: needed for ${joinNames(names)}` };
}

const INSTRUCTION_GROUPS = [
  { id: "morning", label: "Give the sample in the morning", pattern: /\bmorning\b/i },
  {
    id: "medicines",
    label: "Keep taking your medicines; stop any only on your doctor's advice",
    pattern: /medicine|tablet|supplement|biotin|antibiotic|inhaler|antihistamine/i,
  },
  { id: "alcohol", label: "Avoid alcohol before the test", pattern: /alcohol/i },
  { id: "caffeine", label: "Avoid tea, coffee and other caffeine before the test", pattern: /caffeine|tea and coffee/i },
  { id: "cycle", label: "Book on the day of your menstrual cycle the test asks for", pattern: /menstrua|\bcycle\b/i },
  { id: "container", label: "Collect the sample in the sterile container we provide", pattern: /sterile container/i },
  { id: "skin", label: "No oil, cream or lotion on your hair or skin", pattern: /\boil\b|cream|lotion|conditioner/i },
] as const;

export interface InstructionGroup {
  id: (typeof INSTRUCTION_GROUPS)[number]["id"];
  label: string;
  names: string[];
}

/** The other instructions of the list, grouped so a patient reads each kind once. */
export function instructionGroups(lines: readonly PackageLine[]): InstructionGroup[] {
  return INSTRUCTION_GROUPS.map(({ id, label, pattern }) => ({
    id,
    label,
    names: lines.filter((line) => pattern.test(line.preparation)).map((line) => line.name),
  })).filter((group) => group.names.length > 0);
}
