import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder, LETTER } from "./hindi-letters.ts";
import { nameFields } from "./hindi-style.ts";

/**
 * Names and abbreviations in Hindi (docs/hindi-style.md): a test's or package's name is written
 * "Hindi (English)", and an abbreviation the English writes in Latin capitals is not spelt out in
 * Devanagari. Node only: the style test (./hindi-style.test.ts) and the build (./hindi-style-build.ts).
 */

const quote = (text: string) => `"${text}"`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How each Latin capital is read out in Devanagari (with the spellings people use): the name check
 * refuses a Hindi name or label that spells an abbreviation of its English name letter by letter
 * ("एसजीपीटी" for SGPT); the abbreviation stays in Latin letters, as the doctor's slip writes it.
 */
const latinLetterNames: Readonly<Record<string, readonly string[]>> = {
  A: ["ए"],
  B: ["बी"],
  C: ["सी"],
  D: ["डी"],
  E: ["ई"],
  F: ["एफ़", "एफ"],
  G: ["जी"],
  H: ["एच", "ऐच"],
  I: ["आई"],
  J: ["जे"],
  K: ["के"],
  L: ["एल"],
  M: ["एम"],
  N: ["एन"],
  O: ["ओ"],
  P: ["पी"],
  Q: ["क्यू"],
  R: ["आर"],
  S: ["एस"],
  T: ["टी"],
  U: ["यू"],
  V: ["वी"],
  W: ["डब्ल्यू", "डबल्यू"],
  X: ["एक्स"],
  Y: ["वाई"],
  Z: ["ज़ेड", "जेड"],
};

/** A test's or package's name, "Hindi (English)" or an abbreviation alone ("HbA1c", "CA 19-9"). */
const NAME = /^(.*\S \([^()]*[A-Za-z][^()]*\)|[A-Za-z0-9][A-Za-z0-9 ,.+/-]*)$/;

/** Whether `name` is written "Hindi (English)" or is an abbreviation alone. */
export const isHindiName = (name: unknown): boolean => typeof name === "string" && NAME.test(name);

/** What a name that is not written "Hindi (English)" should be. */
export const HINDI_NAME = 'the Hindi name, then the English in brackets: "लिपिड प्रोफ़ाइल (Lipid Profile)"';

/** A Latin capital and its Devanagari names, as a pattern: "S" → "(?:एस)". */
const letterPattern = (char: string) =>
  /[0-9]/.test(char) ? char : `(?:${(latinLetterNames[char] ?? []).map((name) => escape(name.normalize("NFC"))).join("|")})`;

/**
 * The abbreviations of `english` (runs of Latin capitals and digits with at least two capitals: "SGPT",
 * "CA-125", "HLA-B27", "NT" of "NT-proBNP") that `hindi` spells out letter by letter in Devanagari
 * ("एसजीपीटी", "सीए-125"), each as [abbreviation, the Devanagari found].
 */
export function spelledAbbreviations(hindi: string, english: string): [string, string][] {
  const text = hindi.normalize("NFC");
  const found: [string, string][] = [];
  for (const abbreviation of new Set(english.match(/[A-Z0-9]+(?:-[A-Z0-9]+)*/g) ?? [])) {
    if ((abbreviation.match(/[A-Z]/g) ?? []).length < 2) continue;
    const chars = [...abbreviation.replace(/-/g, "")];
    const spelled = new RegExp(`(?<![${LETTER}])${chars.map(letterPattern).join("[\\s-]?")}(?![${LETTER}])`);
    const match = spelled.exec(text);
    if (match) found.push([abbreviation, match[0]]);
  }
  return found;
}

const readJson = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

/** The names of tests and packages that are not written "Hindi (English)". */
export function nameProblems(root: string): { read: number; problems: string[] } {
  let read = 0;
  const problems: string[] = [];
  for (const { folder, field } of nameFields)
    for (const file of filesUnder(root, `content/hi/${folder}`)) {
      const name = readJson(root, file)[field];
      read += 1;
      if (!isHindiName(name)) problems.push(`${file}: ${field}: ${quote(String(name))} → write ${HINDI_NAME}`);
    }
  return { read, problems };
}

/** Fields whose Hindi may spell an abbreviation out: search aliases hold what people type ("एसजीपीटी"). */
const SPELLED_ALLOWED_IN = new Set(["aliases"]);

/** An abbreviation of the English that a field of the Hindi spells out in Devanagari. */
export interface SpelledAbbreviation {
  readonly field: string;
  readonly abbreviation: string;
  readonly spelled: string;
}

/**
 * Each field of a Hindi content file's data (`hindi`) that spells out in Devanagari an abbreviation the
 * same field of the English file's data (`english`) writes in Latin capitals: "एसजीपीटी (SGPT, ALT)" for
 * "SGPT (ALT)", "इसे एसजीपीटी के साथ पढ़ा जाता है" for "read with SGPT". Search aliases may.
 */
export function spelledAbbreviationsOf(hindi: unknown, english: unknown, at = ""): SpelledAbbreviation[] {
  if (typeof hindi === "string" && typeof english === "string")
    return spelledAbbreviations(hindi, english).map(([abbreviation, spelled]) => ({ field: at || "(the file)", abbreviation, spelled }));
  if (Array.isArray(hindi) && Array.isArray(english))
    return hindi.flatMap((value, index) => spelledAbbreviationsOf(value, english[index], `${at}[${index}]`));
  if (hindi && english && typeof hindi === "object" && typeof english === "object")
    return Object.entries(hindi).flatMap(([key, value]) =>
      SPELLED_ALLOWED_IN.has(key)
        ? []
        : spelledAbbreviationsOf(value, (english as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
    );
  return [];
}

/** What to write instead of an abbreviation spelt in Devanagari. */
export const KEEP_ABBREVIATIONS =
  'with Hindi words beside it only where they help: "SGPT, लिवर एंज़ाइम (SGPT, ALT)", or the abbreviation alone: "CK-MB"';

/** The same, as the style test's lines: "file: field: "एसजीपीटी" spells the abbreviation "SGPT" in Devanagari → …". */
export function spelledAbbreviationProblems(file: string, hindi: unknown, english: unknown): string[] {
  return spelledAbbreviationsOf(hindi, english).map(
    ({ field, abbreviation, spelled }) =>
      `${file}: ${field}: ${quote(spelled)} spells the abbreviation ${quote(abbreviation)} in Devanagari → keep ${quote(abbreviation)} in Latin letters, as the English and the doctor's slip write it, ${KEEP_ABBREVIATIONS}`,
  );
}

/** Every JSON file of content/hi against its English twin (content/en, the same path): abbreviations spelt in Devanagari. */
export function spelledAbbreviationsInFiles(root: string): { pairs: number; problems: string[] } {
  let pairs = 0;
  const problems: string[] = [];
  for (const file of filesUnder(root, "content/hi").filter((name) => name.endsWith(".json"))) {
    const twin = file.replace(/^content\/hi\//, "content/en/");
    if (!existsSync(path.join(root, twin))) continue;
    pairs += 1;
    problems.push(...spelledAbbreviationProblems(file, readJson(root, file), readJson(root, twin)));
  }
  return { pairs, problems };
}
