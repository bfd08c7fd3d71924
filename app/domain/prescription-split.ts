/**
 * A prescription's list cut into the lines a person means (docs/decisions/058-prescription-shorthands.md):
 * by new lines, commas, semicolons, "+", "&", "/", "|" and the words "and", "aur", "और", with a line's
 * number or bullet ("1.", "1)", "१.", "-", "•") and a label ("Adv:", "Investigations:") taken off. A
 * separator is kept where it belongs to a name: between single letters ("R/M", "R/E"), between digits
 * ("HIV 1+2"), and wherever the pieces it joins make a name the list knows (`isName`: "PT/INR",
 * "Sodium & potassium"). Pure, no content.
 */

/** At most this many lines are read: a list for one person holds no more (My Package's own limit). */
export const MAX_PRESCRIPTION_LINES = 30;

/** Characters of one line compared with the menu (the search's own query limit). */
const MAX_LINE_CHARS = 200;

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/;

// The Devanagari below is written as \u escapes ("\u0966-\u096F" is ०-९; "\u0914\u0930" is और): this
// module is in the script of every page with a search box, and an English page's scripts carry no
// Devanagari (tests/e2e/hindi-built-pages.spec.ts).

/** A number or bullet at the start of a line: "1.", "1)", "(1)", "१.", "a)", "-", "•", "*", "✓". */
const NUMBERING = /^\s*(?:[-–—•·*▪►➤✓✔→]+|\(?(?:[0-9]{1,2}|[\u0966-\u096F]{1,2}|[a-h]|[ivx]{1,4})[.)\]:]|\([0-9\u0966-\u096F]{1,2}\))\s*/iu;

/** Words a doctor writes before the list: "Adv:", "Rx", "Investigations -", "जांच:". */
const LABEL =
  /^\s*(?:rx|adv(?:ised)?|advice|inv(?:estigations?)?|tests?(?: advised)?|lab(?: tests)?|\u091C\u093E\u0902\u091A|\u091C\u093E\u0901\u091A)(?:\s*[:.\-–]+\s*|\s+|$)/iu;

/** Between two pieces of one line. The words need spaces around them; the signs do not. */
const SEPARATOR = /(\s+(?:and|aur|\u0914\u0930|\u0924\u0925\u093E|\u090F\u0935\u0902|\u0935)\s+|\s*[,;+&/|]\s*)/iu;

/** A separator that is part of a name: between single letters ("R/M") or digits ("1+2", "1/2"). */
function belongsToName(before: string, separator: string, after: string): boolean {
  if (!["/", "&", "+"].includes(separator.trim())) return false;
  const singleLetters = /(?:^|[^\p{L}\p{N}])\p{L}$/u.test(before) && /^\p{L}(?:$|[^\p{L}\p{N}])/u.test(after);
  const digits = /(?:^|[^\p{L}\p{N}])\p{N}+$/u.test(before) && /^\p{N}+(?:$|[^\p{L}\p{N}])/u.test(after);
  return singleLetters || digits;
}

/**
 * The sides of a text's slashes ("KFT/RFT" → KFT, RFT), but not of a slash that is part of a name
 * ("R/M", "1/2"): one rule for the list's reader and the search box.
 */
export function slashAlternatives(text: string): string[] {
  const parts = text.split(/(\s*\/\s*)/);
  const sides: string[] = [parts[0] ?? ""];
  for (let i = 1; i < parts.length; i += 2) {
    const after = parts[i + 1] ?? "";
    const before = sides[sides.length - 1]!;
    if (belongsToName(before, parts[i]!, after)) sides[sides.length - 1] = before + parts[i]! + after;
    else sides.push(after);
  }
  return sides.map((side) => side.trim()).filter((side) => side !== "");
}

/** One piece of a list, as written. */
export interface SplitPiece {
  text: string;
  /** A "/" stood between it and the piece before, on the same line ("Vit D3/25-OH D"): the two may be one test's two names. */
  afterSlash: boolean;
  /** A line of many words, kept whole and not matched: a sentence, not a list. */
  prose: boolean;
}

export interface SplitList {
  /** The pieces (number and label taken off), at most MAX_PRESCRIPTION_LINES. */
  pieces: SplitPiece[];
  /** How many pieces the text holds in all: more than `pieces.length` when the list was cut. */
  total: number;
  /** Pieces with no letter or digit (an emoji, a stray sign), left out. */
  ignored: number;
}

/** A line with a piece of this many words or more is a sentence, kept whole ("Patient complains of fever since three days …"). */
const PROSE_PIECE_WORDS = 8;

/** A line without its number, bullet or label (repeated: "1. Adv: CBC"). */
export function withoutNumbering(line: string): string {
  let text = line;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = text.replace(NUMBERING, "").replace(LABEL, "");
    if (next === text) break;
    text = next;
  }
  // "Tests advised: CBC": what follows the last colon is the list.
  const colon = text.lastIndexOf(":");
  if (colon >= 0 && /[\p{L}\p{N}]/u.test(text.slice(colon + 1))) text = text.slice(colon + 1);
  return text.trim();
}

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * A line's pieces, joined again where the signs between them belong to a name. `isName` says whether a
 * run of pieces with their separators is a name the list knows; runs of up to four pieces are tried,
 * longest first.
 */
function splitLine(line: string, isName: (text: string) => boolean): Omit<SplitPiece, "prose">[] {
  const parts = line.split(SEPARATOR);
  // parts: piece, separator, piece, separator, …
  const pieces: string[] = [parts[0] ?? ""];
  for (let i = 1; i < parts.length; i += 2) {
    const separator = parts[i]!;
    const after = parts[i + 1] ?? "";
    const before = pieces[pieces.length - 1]!;
    if (belongsToName(before, separator, after)) pieces[pieces.length - 1] = before + separator + after;
    else pieces.push(separator, after);
  }
  // pieces again alternate piece, separator; join the longest run that is a known name.
  const joined: Omit<SplitPiece, "prose">[] = [];
  let i = 0;
  while (i < pieces.length) {
    let taken = 1;
    for (let run = Math.min(7, pieces.length - i); run >= 3; run -= 2) {
      if (isName(pieces.slice(i, i + run).join(""))) {
        taken = run;
        break;
      }
    }
    const text = pieces
      .slice(i, i + taken)
      .join("")
      .trim();
    if (text !== "") joined.push({ text, afterSlash: i > 0 && pieces[i - 1]!.trim() === "/" });
    i += taken + 1;
  }
  return joined;
}

const wordCount = (text: string) => text.split(/\s+/u).filter(hasWord).length;

/** The pieces of a pasted or typed list, in order. */
export function splitPrescription(text: string, isName: (text: string) => boolean = () => false): SplitList {
  const pieces: SplitPiece[] = [];
  let total = 0;
  let ignored = 0;
  for (const rawLine of text.split(LINE_BREAK)) {
    const line = withoutNumbering(rawLine);
    if (line === "") continue;
    const split = splitLine(line, isName);
    const prose = split.some((piece) => wordCount(piece.text) >= PROSE_PIECE_WORDS);
    for (const piece of prose ? [{ text: line, afterSlash: false }] : split) {
      if (!hasWord(piece.text)) {
        ignored += 1;
        continue;
      }
      total += 1;
      if (pieces.length < MAX_PRESCRIPTION_LINES) pieces.push({ ...piece, text: piece.text.slice(0, MAX_LINE_CHARS), prose });
    }
  }
  return { pieces, total, ignored };
}
