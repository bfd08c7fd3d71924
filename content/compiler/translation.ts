import type { JsonSchema } from "./json-schema.ts";

/**
 * Which values of a content file are words (translated per locale, content/<locale>/) and which are
 * facts that exist once, in the English file (prices, ids, keys, choices, dates, links, pictures):
 * docs/decisions/026-hindi-second-build.md. A string field is words unless its schema says otherwise: a
 * list of choices (`enum`), a pattern (dates, phone numbers, ids), a relation to another collection, or
 * `.meta({ i18n: false })`; `.meta({ i18n: true })` makes a patterned string each language's own. Fields named as identifiers are facts too (`LANGUAGE_FREE_NAMES`: an id, a
 * picture's path, a link, a filter key).
 */
export const LANGUAGE_FREE_NAMES = /^(id|\w+Id|image|href|src|url|slug|specialty|icon)$/;

export function isWords(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  // A fact of each language's own (the size of that language's PDF) says so: `.meta({ i18n: true })`.
  if (schema.i18n === true && types.includes("string")) return true;
  return (
    types.includes("string") &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema.relation === undefined &&
    schema.i18n !== false
  );
}

/** The schema a value takes among a union's variants (null removed; the first variant the value fits). */
function variantFor(schema: JsonSchema, value: unknown): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const { anyOf: _a, oneOf: _o, ...outer } = schema;
  const fits = variants.find((variant) => fitsType(variant, value)) ?? variants[0] ?? {};
  return variantFor({ ...fits, ...outer, ...(fits.i18n === false ? { i18n: false } : {}) }, value);
}

function fitsType(schema: JsonSchema, value: unknown): boolean {
  if (schema.anyOf ?? schema.oneOf) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (value === null) return types.includes("null");
  if (Array.isArray(value)) return types.includes("array");
  if (typeof value === "object") {
    if (!types.includes("object")) return false;
    // A discriminated union: the variant whose constant fields the value has.
    return Object.entries(schema.properties ?? {}).every(
      ([key, property]) => property.const === undefined || (value as Record<string, unknown>)[key] === property.const,
    );
  }
  if (typeof value === "number") return types.includes("number") || types.includes("integer");
  if (typeof value === "boolean") return types.includes("boolean");
  return types.includes("string");
}

/** A file's words only, in the file's own shape (objects keep their keys, lists their order), or undefined when it has none. */
export function wordsOf(schema: JsonSchema, value: unknown): unknown {
  const own = variantFor(schema, value);
  if (typeof value === "string") return isWords(own) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => wordsOf(own.items ?? {}, item));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .map(
        ([key, item]) =>
          [
            key,
            LANGUAGE_FREE_NAMES.test(key) && typeof item === "string"
              ? undefined
              : wordsOf(own.properties?.[key] ?? (own.additionalProperties as JsonSchema | undefined) ?? {}, item),
          ] as const,
      )
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * Whether a field holds words (is translated) rather than only facts: the editor shows it in every
 * language; a field of facts only in English (./editor-config.ts).
 */
export function hasWords(schema: JsonSchema, name = ""): boolean {
  // A field named as an identifier is a fact when it is a string; an `image` object may still hold its `alt`.
  if (name && LANGUAGE_FREE_NAMES.test(name) && !schema.properties && !schema.items && !(schema.anyOf ?? schema.oneOf)) return false;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.some((variant) => hasWords({ ...variant, ...(schema.i18n === false ? { i18n: false } : {}) }));
  if (isWords(schema)) return true;
  if (schema.items) return hasWords(schema.items);
  return Object.entries(schema.properties ?? {}).some(([key, property]) => hasWords(property, key));
}

/** What merging a locale's words over the English file found wrong, as content problems' parts. */
export interface WordsProblem {
  field: string;
  problem: string;
  allowed?: string;
}

/**
 * The collections whose items may have no file of a locale's words yet: a test imported from the price
 * list without its Hindi name (docs/editing.md). Such an item shows its English words, marked
 * `untranslated: true` on the compiled entry so every page renders them as English (`lang="en"`), and
 * the build lists it instead of failing. Any other missing translation stops the build.
 */
export const ENGLISH_FALLBACK_COLLECTIONS: ReadonlySet<string> = new Set(["catalogue-tests", "test-facts"]);

/** A compiled item shown in English on a page of another language. */
export function markedUntranslated<T extends object>(data: T): T & { untranslated: true } {
  return { ...data, untranslated: true };
}

const LANGUAGE_NAMES: Record<string, string> = { hi: "Hindi" };

/** "Hindi" for "hi": the language a locale's files are written in, for messages. */
export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}

const join = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key);
const cut = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/**
 * The English file with each of its words replaced by the locale's (`translated`, a file in the shape
 * `wordsOf` gives), and every word the locale lacks as a problem: no page ships half translated. A list
 * of plain words (search aliases) is the locale's own and may differ in length; a list of items keeps the
 * English order and length. A fact the locale's file repeats (the editor copies some) must equal the
 * English: a fact exists once.
 */
export function mergeWords(
  schema: JsonSchema,
  english: unknown,
  translated: unknown,
  locale: string,
  path = "",
): { value: unknown; problems: WordsProblem[] } {
  const language = languageName(locale);
  const own = variantFor(schema, english);
  const missing = (text: string): WordsProblem => ({
    field: path,
    problem: `has no ${language} text`,
    allowed: `the ${language} for "${cut(text)}"`,
  });
  if (typeof english === "string") {
    if (!isWords(own)) return { value: english, problems: factRepeated(english, translated, path) };
    if (typeof translated === "string" && translated.trim() !== "") return { value: translated, problems: [] };
    return { value: english, problems: [missing(english)] };
  }
  if (Array.isArray(english)) {
    const words = wordsOf(schema, english);
    if (words === undefined) return { value: english, problems: factRepeated(english, translated, path) };
    const itemSchema = own.items ?? {};
    if (english.every((item) => typeof item === "string") && english.every((item) => isWords(variantFor(itemSchema, item)))) {
      if (Array.isArray(translated) && translated.length > 0 && translated.every((item) => typeof item === "string" && item.trim() !== ""))
        return { value: translated, problems: [] };
      return {
        value: english,
        problems: [
          { field: path, problem: `has no ${language} list`, allowed: `a ${language} item for each of: ${cut(english.join(", "))}` },
        ],
      };
    }
    if (!Array.isArray(translated) || translated.length !== english.length)
      return {
        value: english,
        problems: [
          {
            field: path,
            problem: `has ${Array.isArray(translated) ? translated.length : "no"} items in ${language}, but ${english.length} in English`,
            allowed: `the same items in the same order as the English file`,
          },
        ],
      };
    const merged = english.map((item, index) => mergeWords(itemSchema, item, translated[index], locale, join(path, index)));
    return { value: merged.map((m) => m.value), problems: merged.flatMap((m) => m.problems) };
  }
  if (typeof english === "object" && english !== null) {
    const words = wordsOf(schema, english);
    if (words === undefined) return { value: english, problems: factRepeated(english, translated, path) };
    const given =
      typeof translated === "object" && translated !== null && !Array.isArray(translated) ? (translated as Record<string, unknown>) : {};
    const problems: WordsProblem[] = [];
    const value: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(english)) {
      const property = own.properties?.[key] ?? (typeof own.additionalProperties === "object" ? own.additionalProperties : {});
      const merged =
        LANGUAGE_FREE_NAMES.test(key) && typeof item === "string"
          ? { value: item, problems: factRepeated(item, given[key], join(path, key)) }
          : mergeWords(property, item, given[key], locale, join(path, key));
      value[key] = merged.value;
      problems.push(...merged.problems);
    }
    for (const key of Object.keys(given))
      if (!(key in english))
        problems.push({
          field: join(path, key),
          problem: "is not a field of the English file",
          allowed: "only the fields the English file has; remove it, or add it to the English file first",
        });
    return { value, problems };
  }
  return { value: english, problems: factRepeated(english, translated, path) };
}

/** A fact repeated in a locale's file is allowed only as an exact copy of the English (the editor's duplicate). */
function factRepeated(english: unknown, translated: unknown, path: string): WordsProblem[] {
  const empty = translated === undefined || translated === null || (typeof translated === "object" && Object.keys(translated).length === 0);
  if (empty || JSON.stringify(translated) === JSON.stringify(english)) return [];
  return [
    {
      field: path,
      problem: `is ${JSON.stringify(translated)}, but it is a fact that lives in the English file (${JSON.stringify(english)})`,
      allowed: "leave it out of this file; change it in the English file, and every language shows it",
    },
  ];
}
