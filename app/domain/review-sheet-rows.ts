import { normaliseText } from "./search-text.ts";

/**
 * The rows of the clinicians' review sheet (`npm run review:sheet`, scripts/review-sheet.mjs): every
 * test and package with each medical statement its page makes, English and Hindi side by side, grouped
 * by risk, and with `--since` only the items whose statements changed. The statements come from
 * ./review-sheet-statements.ts, run once in each language; nothing here knows a test or a word of either
 * language, so the rows are tested on hand-written statements.
 */

/** The statements of a row, in the order the sheet prints them. */
export const SHEET_FIELDS = [
  { key: "description", label: "Description" },
  { key: "reasons", label: "Recommended for" },
  { key: "preparation", label: "Preparation" },
  { key: "sample", label: "Sample" },
  { key: "fasting", label: "Fasting" },
  { key: "reportTime", label: "Report time" },
  { key: "where", label: "Where it is done" },
  { key: "notices", label: "Safety notices" },
  { key: "aliases", label: "Also known as" },
] as const;

export type SheetFieldKey = (typeof SHEET_FIELDS)[number]["key"];

/** One test's or package's page in one language, as statements (./review-sheet-statements.ts). */
export interface SheetStatements {
  /** "test-1", "package-100": the same in both languages. */
  id: string;
  kind: "test" | "package";
  number: number;
  name: string;
  /** The page of this language shows the English words (a test not yet translated). */
  untranslated?: boolean;
  /** The safety notices the page shows, by key, emergencies first. */
  noticeKeys: string[];
  /** The shared advice its preparation quotes, by key (content/en/advice/). */
  adviceKeys: string[];
  /** Whether it asks for a fast. */
  fasts: boolean;
  /** Whether a test of it has instructions of its own, a later sample or shared advice (a day of the cycle, a doctor's request…). */
  instructions: boolean;
  fields: Record<SheetFieldKey, string[]>;
  review: { reviewer: string; role: string; qualification: string; reviewed: string; nextReview: string };
}

/** A text quoted by many pages (a safety notice, the medical note), signed off once. */
export interface SharedText {
  id: string;
  label: string;
  text: string;
}

export type Risk = "acute" | "preparation" | "routine";

export interface SheetCell {
  key: SheetFieldKey;
  label: string;
  en: string[];
  hi: string[];
  /** With `--since`: the statements before, where they changed. */
  was?: { en: string[]; hi: string[] };
}

export interface SheetRow {
  id: string;
  kind: "test" | "package";
  number: number;
  name: { en: string; hi: string };
  hiUntranslated: boolean;
  risk: Risk;
  /** Why the row is in its group: the notices it names, the emergency words it says. */
  why: string[];
  adviceKeys: string[];
  cells: SheetCell[];
  review: SheetStatements["review"] & { roleHi: string };
  /** With `--since`: whether the item is new, changed or gone. */
  change?: "new" | "changed" | "removed";
}

/** The sheet's shared texts, side by side, with `--since` their change. */
export interface SharedRow {
  id: string;
  label: string;
  en: string;
  hi: string;
  was?: { en: string; hi: string };
  change?: "new" | "changed" | "removed";
}

/** Symptom words by safety notice (content/search-terms.ts `emergencyTerms`, or the content's acute words). */
export type AcuteWords = Readonly<Record<string, readonly string[]>>;

/** The emergency words a text says as whole words, as the search finds them ("Chest pain" → "chest pain"). */
function acuteWordsIn(texts: readonly string[], words: AcuteWords): string[] {
  const text = ` ${texts.map(normaliseText).join(" | ")} `;
  const found = Object.values(words)
    .flat()
    .filter((word) => {
      const w = normaliseText(word);
      return w !== "" && text.includes(` ${w} `);
    });
  return [...new Set(found)];
}

function riskOf(en: SheetStatements, hi: SheetStatements, words: AcuteWords): { risk: Risk; why: string[] } {
  const why: string[] = [];
  if (en.noticeKeys.length > 0) why.push(`names the safety notice${en.noticeKeys.length > 1 ? "s" : ""} ${en.noticeKeys.join(", ")}`);
  const said = (s: SheetStatements) => [s.name, ...s.fields.description, ...s.fields.reasons, ...s.fields.aliases];
  const found = acuteWordsIn([...said(en), ...said(hi)], words);
  if (found.length > 0) why.push(`says ${found.map((w) => `“${w}”`).join(", ")}`);
  if (why.length > 0) return { risk: "acute", why };
  if (en.fasts) return { risk: "preparation", why: ["asks for a fast"] };
  if (en.instructions) return { risk: "preparation", why: ["has instructions or shared advice"] };
  return { risk: "routine", why: [] };
}

const RISK_ORDER: readonly Risk[] = ["acute", "preparation", "routine"];

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

function rowOf(en: SheetStatements, hi: SheetStatements, words: AcuteWords): SheetRow {
  return {
    id: en.id,
    kind: en.kind,
    number: en.number,
    name: { en: en.name, hi: hi.name },
    hiUntranslated: hi.untranslated === true,
    ...riskOf(en, hi, words),
    adviceKeys: en.adviceKeys,
    cells: SHEET_FIELDS.map(({ key, label }) => ({ key, label, en: en.fields[key], hi: hi.fields[key] })),
    review: { ...en.review, roleHi: hi.review.role },
  };
}

/** The previous statements of the sheet's items (`--since`), by language. */
export interface PreviousStatements {
  en: readonly SheetStatements[];
  hi: readonly SheetStatements[];
}

function byId(list: readonly SheetStatements[]): Map<string, SheetStatements> {
  return new Map(list.map((s) => [s.id, s]));
}

/** A row marked with what changed since the previous statements; null when nothing did. */
function changedRow(row: SheetRow, before: { en: SheetStatements; hi: SheetStatements } | undefined): SheetRow | null {
  if (!before) return { ...row, change: "new" };
  const cells = row.cells.map((cell) => {
    const was = { en: before.en.fields[cell.key], hi: before.hi.fields[cell.key] };
    return same(cell.en, was.en) && same(cell.hi, was.hi) ? cell : { ...cell, was };
  });
  const renamed = row.name.en !== before.en.name || row.name.hi !== before.hi.name;
  if (!renamed && cells.every((cell) => cell.was === undefined)) return null;
  return { ...row, cells, change: "changed" };
}

/**
 * The sheet's rows: each item's English and Hindi statements side by side, acute items first (a safety
 * notice named or an emergency word said), then those that ask for preparation, then the rest; tests
 * before packages, by number. With `previous`, only the items whose statements changed (or that are new
 * or gone), each changed statement with what it said before. The review dates are not statements: a new
 * date alone lists nothing.
 */
export function reviewSheetRows(
  en: readonly SheetStatements[],
  hi: readonly SheetStatements[],
  words: AcuteWords,
  previous?: PreviousStatements,
): SheetRow[] {
  const hindi = byId(hi);
  const rows = en.map((item) => {
    const twin = hindi.get(item.id);
    if (!twin) throw new Error(`The review sheet has no Hindi statements for ${item.id}`);
    return rowOf(item, twin, words);
  });
  let listed: SheetRow[] = rows;
  if (previous) {
    const beforeEn = byId(previous.en);
    const beforeHi = byId(previous.hi);
    const pair = (id: string) => {
      const e = beforeEn.get(id);
      const h = beforeHi.get(id);
      return e && h ? { en: e, hi: h } : undefined;
    };
    listed = rows.flatMap((row) => changedRow(row, pair(row.id)) ?? []);
    const now = new Set(rows.map((row) => row.id));
    for (const gone of previous.en.filter((s) => !now.has(s.id))) {
      const twin = beforeHi.get(gone.id);
      if (twin) listed.push({ ...rowOf(gone, twin, words), change: "removed" });
    }
  }
  const kindOrder = (row: SheetRow) => (row.kind === "test" ? 0 : 1);
  return listed.sort(
    (a, b) => RISK_ORDER.indexOf(a.risk) - RISK_ORDER.indexOf(b.risk) || kindOrder(a) - kindOrder(b) || a.number - b.number,
  );
}

/** The shared texts side by side; with `previous`, only those that changed, are new or are gone. */
export function sharedRows(
  en: readonly SharedText[],
  hi: readonly SharedText[],
  previous?: { en: readonly SharedText[]; hi: readonly SharedText[] },
): SharedRow[] {
  const text = (list: readonly SharedText[], id: string) => list.find((s) => s.id === id)?.text;
  const rows: SharedRow[] = en.map((s) => ({ id: s.id, label: s.label, en: s.text, hi: text(hi, s.id) ?? "" }));
  if (!previous) return rows;
  const listed = rows.flatMap((row): SharedRow[] => {
    const was = { en: text(previous.en, row.id), hi: text(previous.hi, row.id) };
    if (was.en === undefined) return [{ ...row, change: "new" }];
    if (was.en === row.en && was.hi === row.hi) return [];
    return [{ ...row, was: { en: was.en, hi: was.hi ?? "" }, change: "changed" }];
  });
  for (const gone of previous.en.filter((s) => !rows.some((row) => row.id === s.id)))
    listed.push({ id: gone.id, label: gone.label, en: gone.text, hi: text(previous.hi, gone.id) ?? "", change: "removed" });
  return listed;
}
