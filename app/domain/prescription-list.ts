import type { PackageLine, PreparationPlan } from "./my-package.ts";
import { preparationPlan } from "./my-package.ts";
import { isKnownName, matchLine, matchOfId } from "./prescription-match.ts";
import { holds, packageOffer, type PackageOffer } from "./prescription-offer.ts";
import { splitPrescription } from "./prescription-split.ts";
import type { ItemMatch, PrescriptionSources, ReadLine } from "./prescription-types.ts";

/**
 * The prescription list (docs/decisions/058-prescription-shorthands.md): a pasted or typed slip read
 * line by line against the staff's shorthand list, the menu's names and other names, and the site
 * search, then priced with My Package's item lines. Two steps, so the reading needs only what the
 * search box has already loaded and the pricing only the few item shards the list names:
 *
 *   1. `readPrescription(text, sources)`: each line's match (sync, pure; `npm run bench:menu` times it);
 *   2. `priceReading(reading, items, sources)`: each matched line's facts from its My Package line
 *      (components/ui/package-lines.ts `usePackageLines(idsToFetch(reading))`), the lines another line
 *      covers, the total, the preparation said once and a cheaper package.
 *
 * A person's choice on an ambiguous line is `chooseMatch`; `packageList` is what "Add all to My
 * Package" stores.
 */

export type { ItemMatch, PrescriptionSources, ReadLine } from "./prescription-types.ts";
export type { PackageOffer } from "./prescription-offer.ts";
export { MAX_PRESCRIPTION_LINES } from "./prescription-split.ts";
/** Call when the sources arrive (after the search's `prepareSearch`), so the first reading pays nothing for its lookups. */
export { preparePrescription } from "./prescription-match.ts";

/**
 * What the whole text reads as: a list; nothing but signs and spaces; sentences rather than a list of
 * tests; or a list none of whose lines the menu knows.
 */
export type ReadingVerdict = "list" | "empty" | "prose" | "nothing-known";

export interface PrescriptionReading {
  lines: ReadLine[];
  verdict: ReadingVerdict;
  /** Set when the text holds more lines than are read (MAX_PRESCRIPTION_LINES): the rest stays in the box, unread. */
  capped: { read: number; total: number } | null;
  /** Pieces with no letter or digit (emoji, stray signs), left out. */
  ignored: number;
}

/** Reads a slip: each line with its match (see the module's comment). */
export function readPrescription(text: string, sources: PrescriptionSources): PrescriptionReading {
  const split = splitPrescription(text, (piece) => isKnownName(piece, sources));
  const read: ReadLine[] = [];
  for (const piece of split.pieces) {
    const line: ReadLine = piece.prose ? { text: piece.text, status: "unmatched" } : matchLine(piece.text, sources);
    const previous = read[read.length - 1];
    // "Vit D3/25-OH D", "CBC/CBP": two names of one test, one line.
    if (piece.afterSlash && previous && sameItem(previous, line))
      read[read.length - 1] = { ...previous, text: `${previous.text}/${piece.text}` };
    else read.push(line);
  }
  const capped = split.total > split.pieces.length ? { read: split.pieces.length, total: split.total } : null;
  const lines = withDuplicates(read);
  return {
    lines,
    verdict: verdictOf(
      lines,
      split.pieces.some((piece) => piece.prose),
    ),
    capped,
    ignored: split.ignored,
  };
}

const sameItem = (a: ReadLine, b: ReadLine) => a.status === "matched" && b.status === "matched" && a.match.id === b.match.id;

/** Nothing known and a sentence among the lines: prose; nothing known: say so; else a list. */
function verdictOf(lines: readonly ReadLine[], hasSentence: boolean): ReadingVerdict {
  if (lines.length === 0) return "empty";
  if (lines.some((line) => line.status !== "unmatched")) return "list";
  return hasSentence ? "prose" : "nothing-known";
}

/** Marks a line whose item an earlier line already has as its duplicate. */
function withDuplicates(lines: readonly ReadLine[]): ReadLine[] {
  const firstLine = new Map<string, number>();
  return lines.map((line, position) => {
    if (line.status !== "matched" && line.status !== "duplicate") return line;
    const first = firstLine.get(line.match.id);
    if (first === undefined) {
      firstLine.set(line.match.id, position);
      return { text: line.text, status: "matched", match: line.match };
    }
    return { text: line.text, status: "duplicate", match: line.match, duplicateOf: first };
  });
}

/** The reading once the person has said which item an ambiguous line means (any id the index knows). */
export function chooseMatch(reading: PrescriptionReading, position: number, id: string, sources: PrescriptionSources): PrescriptionReading {
  const line = reading.lines[position];
  const match = matchOfId(id, sources);
  if (line === undefined || match === null) return reading;
  const lines = reading.lines.map((other, i): ReadLine => (i === position ? { text: other.text, status: "matched", match } : other));
  return { ...reading, lines: withDuplicates(lines), verdict: "list" };
}

/** The My Package ids whose lines pricing needs, each once, in list order (for `usePackageLines`). */
export function idsToFetch(reading: PrescriptionReading): string[] {
  const ids = reading.lines.flatMap((line) => (line.status === "matched" ? [line.match.id] : []));
  return [...new Set(ids)];
}

/** A line priced: a matched, covered or duplicate line carries its item's line once its shard has come (`item`, else null). */
export type PricedLine =
  | Exclude<ReadLine, { status: "matched" | "duplicate" }>
  | { text: string; status: "matched"; match: ItemMatch; item: PackageLine | null }
  | { text: string; status: "duplicate"; match: ItemMatch; duplicateOf: number; item: PackageLine | null }
  /** Another line's item holds all of this one's tests (SGPT inside LFT): `coveredBy` is that line's position and name. */
  | { text: string; status: "covered"; match: ItemMatch; item: PackageLine | null; coveredBy: { line: number; name: string } };

export interface PricedPrescription {
  lines: PricedLine[];
  /** What booking every matched line costs, each item once, covered lines included (their saving is `coveredSaving`). */
  total: number;
  /** What leaving out the covered lines takes off the total. */
  coveredSaving: number;
  /** The list's preparation said once, as My Package says it (my-package.ts `preparationPlan`). */
  preparation: PreparationPlan;
  /** A package holding most of the list for less, with the honest difference; null when none does. */
  offer: PackageOffer | null;
  /** False while an item's line is still loading (or failed): the figures count the lines that have come. */
  complete: boolean;
}

/** Prices a reading with the My Package lines of its ids (those that have come). */
export function priceReading(
  reading: PrescriptionReading,
  items: readonly PackageLine[],
  sources: PrescriptionSources,
): PricedPrescription {
  const byId = new Map(items.map((item) => [item.id, item]));
  const itemOf = (match: ItemMatch) => byId.get(match.id) ?? null;
  const priced: PricedLine[] = reading.lines.map((line): PricedLine => {
    if (line.status === "matched" || line.status === "duplicate") return { ...line, item: itemOf(line.match) };
    return line;
  });
  // A line whose tests another matched line's item holds is covered (never by itself or its duplicates).
  const matched = priced.flatMap((line, position) => (line.status === "matched" && line.item ? [{ line, position, item: line.item }] : []));
  for (const { line, position, item } of matched) {
    const holder = matched.find((other) => other.item.id !== item.id && holds(other.item, item, sources.part.panels));
    if (holder) priced[position] = { ...line, status: "covered", coveredBy: { line: holder.position, name: holder.item.name } };
  }
  const booked = priced.flatMap((line) => ((line.status === "matched" || line.status === "covered") && line.item ? [line.item] : []));
  const total = booked.reduce((sum, item) => sum + item.price, 0);
  const coveredSaving = priced.reduce((sum, line) => sum + (line.status === "covered" && line.item ? line.item.price : 0), 0);
  const complete = priced.every((line) => !("item" in line) || line.item !== null);
  return {
    lines: priced,
    total,
    coveredSaving,
    preparation: preparationPlan(booked, sources.part.fastingWarning),
    // Against the list without its covered lines: the cheapest way to book it without a package.
    offer: packageOffer(
      priced.flatMap((line) => (line.status === "matched" && line.item ? [line.item] : [])),
      total - coveredSaving,
      sources,
    ),
    complete,
  };
}

/** What "Add all to My Package" stores: the matched ids in list order, and every other line as written. */
export function packageList(reading: PrescriptionReading): { ids: string[]; keptAsWritten: string[] } {
  const keptAsWritten = reading.lines.flatMap((line) =>
    line.status === "ambiguous" || line.status === "unmatched" || line.status === "not-done" ? [line.text] : [],
  );
  return { ids: idsToFetch(reading), keptAsWritten };
}
