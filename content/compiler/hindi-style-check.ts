import { HINDI, LETTER, type HindiText } from "./hindi-letters.ts";
import { abbreviations, differentWords, nukta, register, spellings, terms, type Preferred } from "./hindi-style.ts";

/**
 * Holding Hindi text to the style sheet (./hindi-style.ts, docs/hindi-style.md): of every Hindi string
 * the site shows (read by ./hindi-texts.ts), name each word the sheet
 * forbids with the form to write, each Hindi sentence that ends in ".", and each word spelt two ways.
 * Node only (the unit test; hindi-built-pages.spec.ts runs `styleProblemsIn` over the built pages).
 */

/** A Hindi word: a run of its letters. */
const WORD = new RegExp(`[${LETTER}]+`, "g");

const quote = (text: string) => `"${text}"`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word or phrase as a whole: no Hindi letter right before or after it. */
const wholeWords = (forms: readonly string[]) =>
  new RegExp(`(?<![${LETTER}])(?:${forms.map((form) => escape(form.normalize("NFC"))).join("|")})(?![${LETTER}])`, "g");

interface Rule {
  readonly entry: Preferred;
  readonly kind: string;
  readonly pattern: RegExp;
  readonly allowed?: RegExp;
  readonly allowedInFields?: readonly string[];
}

const rules: readonly Rule[] = [
  ...terms.map((entry) => ({ entry, kind: "term" })),
  ...spellings.map((entry) => ({ entry, kind: "spelling" })),
  ...register.map((entry) => ({ entry, kind: "register (आप)" })),
].map(({ entry, kind }) => ({
  entry,
  kind,
  pattern: wholeWords(entry.not),
  allowed: entry.allowedIn ? wholeWords(entry.allowedIn) : undefined,
  allowedInFields: entry.allowedInFields,
}));

/** The field a text sits in, without indexes: "aliases[3]" → "aliases", "faq[0].answer" → "answer". */
const fieldOf = (where: string) =>
  where
    .replace(/\[\d+\]/g, "")
    .replace(/\)$/, "")
    .split(/[.( ]/)
    .pop();

/** Spans of `text` that an allowed phrase covers. */
function allowedSpans(text: string, allowed: RegExp | undefined): [number, number][] {
  if (!allowed) return [];
  return [...text.matchAll(allowed)].map((match) => [match.index, match.index + match[0].length]);
}

/** Any form of any list: most texts have none, and one test of this saves a test per rule. */
const anyForbidden = new RegExp(rules.map((rule) => rule.pattern.source).join("|"));

/** The words of the sheet's lists that `text` (in the field `where`) uses: "फ़ास्ट" → write "खाली पेट (रहना)" (term: …). */
function forbiddenWords(text: string, where: string | undefined): string[] {
  const found: string[] = [];
  if (!anyForbidden.test(text)) return found;
  const field = where === undefined ? undefined : fieldOf(where);
  for (const rule of rules) {
    if (field !== undefined && rule.allowedInFields?.includes(field)) continue;
    const spans = allowedSpans(text, rule.allowed);
    for (const match of text.matchAll(rule.pattern)) {
      const end = match.index + match[0].length;
      if (spans.some(([from, to]) => from <= match.index && end <= to)) continue;
      const why = rule.entry.note ? ` (${rule.kind}: ${rule.entry.note})` : ` (${rule.kind})`;
      found.push(`${quote(match[0])} → write ${quote(rule.entry.use)}${why}`);
    }
  }
  return found;
}

const LATIN_ABBREVIATION = /(?:^|[^A-Za-z])(?:[A-Z]|Dr|Mr|Mrs|Ms|St|No|Rs|vs|etc|approx)$/;
const HINDI_ABBREVIATION = new RegExp(`(?:^|[^${LETTER}])(?:${abbreviations.map(escape).join("|")})$`);

/**
 * Hindi sentences that end in "." where Hindi writes "।": a full stop after a Hindi word, or after a
 * number, an English name or a bracket that closes a sentence with Hindi in it. Decimal points, list
 * numbers ("1. …"), web and e-mail addresses inside a sentence, "डॉ." and English abbreviations keep
 * their dots.
 */
function fullStops(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\.(?=$|\s|["'”’)\]`])/g)) {
    const before = text.slice(0, match.index);
    if (/\.$/.test(before) || /^\.\./.test(text.slice(match.index))) continue; // an ellipsis
    if (HINDI_ABBREVIATION.test(before) || LATIN_ABBREVIATION.test(before)) continue;
    // The sentence: back to the last sentence end before it.
    const sentence = before.split(/[।?!]|\.(?=\s)/).pop() ?? "";
    const lastChar = before.trimEnd().slice(-1);
    if (HINDI.test(lastChar) || HINDI.test(sentence.replace(/\$\{[^}]*\}|\{\{[^}]*\}\}/g, ""))) {
      const shown = sentence.trim();
      found.push(`a Hindi sentence ends with "." → write "।": ${quote(`${shown.length > 80 ? `…${shown.slice(-80)}` : shown}.`)}`);
    }
  }
  return found;
}

const NUKTA = "\u093C";
const NEVER_NUKTA = new RegExp(`[${nukta.never.join("")}]${NUKTA}`);
const NAMES = new Set(nukta.names.map((name) => name.normalize("NFC")));
/** A nasal vowel at a word's end written with anusvara where nothing sits above the letter: "जाएं" → "जाएँ". */
const END_ANUSVARA = /([\u093E\u0941\u0942\u090F\u0906\u0909\u090A])\u0902$/;

/** What is wrong with the words of one text (in the field or line `where`), in the sheet's words; [] when nothing. */
export function styleProblemsIn(raw: string, where?: string): string[] {
  const found: string[] = [];
  if (/[\u0958-\u095F]/.test(raw))
    found.push(
      "a nukta letter typed as one character (U+0958–U+095F) → type the letter and the nukta ़ apart, as the rest of the site does",
    );
  const text = raw.normalize("NFC");
  found.push(...forbiddenWords(text, where));
  for (const word of new Set(text.match(WORD) ?? [])) {
    if (NEVER_NUKTA.test(word) && !NAMES.has(word))
      found.push(
        `${quote(word)} → write ${quote(word.replace(new RegExp(`([${nukta.never.join("")}])${NUKTA}`, "g"), "$1"))} (nukta: never on क, ख, ग)`,
      );
    if (END_ANUSVARA.test(word))
      found.push(`${quote(word)} → write ${quote(word.replace(END_ANUSVARA, "$1\u0901"))} (chandrabindu on a nasal vowel)`);
  }
  if (/[\u0966-\u096F]/.test(text)) found.push("a Devanagari digit → write the digits 0-9");
  if (/\s।/.test(text)) found.push(`a space before "।" → write the danda right after the word`);
  found.push(...fullStops(text));
  return found;
}

/** The key of a word in the sheet's "one spelling per word" check: nukta, chandrabindu and ऑ folded. */
function spellingKey(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0949/g, "\u094B")
    .replace(/\u0911/g, "\u0913");
}

/** Words spelt two ways across the texts (the sheet's lists aside, which name their own form). */
export function twoSpellings(texts: readonly HindiText[]): string[] {
  const listed = new Set([...terms, ...spellings].flatMap((entry) => entry.not.map((form) => form.normalize("NFC"))));
  const apart = new Set(
    differentWords.map((pair) =>
      pair
        .map((word) => word.normalize("NFC"))
        .sort()
        .join(" "),
    ),
  );
  const byKey = new Map<string, Map<string, string>>();
  for (const { file, where, text } of texts)
    for (const word of text.normalize("NFC").match(WORD) ?? []) {
      const spellingsOfWord = byKey.get(spellingKey(word)) ?? new Map<string, string>();
      if (!spellingsOfWord.has(word)) spellingsOfWord.set(word, `${file}: ${where}`);
      byKey.set(spellingKey(word), spellingsOfWord);
    }
  const found: string[] = [];
  for (const spellingsOfWord of byKey.values()) {
    const words = [...spellingsOfWord.keys()].filter((word) => !listed.has(word));
    if (words.length < 2 || apart.has([...words].sort().join(" "))) continue;
    found.push(
      `one word spelt ${words.length} ways: ${words.map((word) => `${quote(word)} (${spellingsOfWord.get(word)})`).join(", ")} → pick one and list the other in content/compiler/hindi-style.ts`,
    );
  }
  return found;
}

/**
 * A sentence built in code that puts a name (of a test, a package, a page) before a verb that takes the
 * name's gender: "${name} आपके पैकेज में जोड़ दिया गया" is wrong for every feminine name ("वीर्य की जाँच …
 * जोड़ दिया गया"). The code cannot know the gender, so the name goes after the verb, which then agrees
 * with nothing: "आपके पैकेज में जोड़ा गया: ${name}". Read in the template's source, so a verb in a
 * condition's strings (`${added ? "… जोड़ दिया गया" : "…"}`) counts too.
 */
const NAME_BEFORE_GENDERED_VERB = new RegExp(
  `\\$\\{\\s*[\\w.]*(?:name|title|label)[\\w.]*\\s*\\}[^।\`]*?(?<![${LETTER}])(गया|गई|गयी|हुआ|हुई|था|थी|रहा|रही|सकता|सकती|चुका|चुकी)(?![${LETTER}])`,
  "i",
);

/** A template of a word module whose name comes before a verb that takes its gender; [] when none. */
export function agreementProblems(code: string): string[] {
  const match = NAME_BEFORE_GENDERED_VERB.exec(code);
  if (!match) return [];
  return [
    `a name comes before the verb "${match[1]}", which takes the name's gender and is wrong for a feminine name → put the name after the verb: "आपके पैकेज में जोड़ा गया: \${name}"`,
  ];
}

/** Every problem of the texts: "file: where: what → the form to write". */
export function styleProblems(texts: readonly HindiText[]): string[] {
  return [
    ...texts.flatMap(({ file, where, text, code }) =>
      [...styleProblemsIn(text, where), ...(code === undefined ? [] : agreementProblems(code))].map(
        (problem) => `${file}: ${where}: ${problem}`,
      ),
    ),
    ...twoSpellings(texts),
  ];
}
