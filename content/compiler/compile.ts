import type { CollectionDefinition, CompileContext, ContentItem } from "#content/collections/collection.ts";
import type { CompiledOutputs } from "#content/collections/collections.ts";
import { fileJsonSchema } from "./editor-config.ts";
import { hindiWordProblems } from "./hindi-style-build.ts";
import { problemsMessage, validateFile, type ContentProblem } from "./problems.ts";
import { filesOf, readOne, UnreadableFile, type ContentFile } from "./read-files.ts";
import { reviewDateProblems, unknownReviewers } from "./reviews-check.ts";
import { ENGLISH_FALLBACK_COLLECTIONS, languageName, markedUntranslated, mergeWords, wordsOf } from "./translation.ts";

/** The locale whose files hold the facts and the English words; every other locale translates its words. */
export const DEFAULT_LOCALE = "en";

/**
 * Compiles the content of one locale: reads every collection's files, validates each against its
 * schema, builds each collection's output, then runs the checks across collections. Either every
 * output, or the problems in words (./problems.ts) and no output at all: a bad file never reaches a
 * page, and the build stops (scripts/content-compile.mjs).
 */
export function compileContent(options: {
  /** The repository root. */
  root: string;
  locale: string;
  collections: readonly CollectionDefinition[];
  /** Today, yyyy-mm-dd: a medical review due before it stops the build. */
  today: string;
}): { ok: true; outputs: Map<string, unknown>; untranslated: string[] } | { ok: false; problems: ContentProblem[]; message: string } {
  const { root, locale, collections, today } = options;
  const problems: ContentProblem[] = [];
  // The locale's files an item lacks and may lack (./translation.ts): shown in English, listed.
  const untranslated: string[] = [];
  const validated = new Map<string, ContentItem<unknown>[]>();

  for (const collection of collections) {
    // The English files own the facts and say which items exist; another locale's file of the same
    // path holds that item's words (./translation.ts).
    const paths =
      "folder" in collection.source
        ? filesOf(root, `content/${DEFAULT_LOCALE}/${collection.source.folder}`).filter((f) =>
            f.endsWith(`.${(collection.source as { extension: string }).extension}`),
          )
        : [`content/${DEFAULT_LOCALE}/${collection.source.file}`];
    if (locale !== DEFAULT_LOCALE && "folder" in collection.source)
      problems.push(...orphans(root, locale, collection.source.folder, paths));
    const files: ContentFile[] = [];
    for (const file of paths) {
      try {
        files.push(
          locale === DEFAULT_LOCALE ? readOne(root, file) : translatedFile(root, file, locale, collection, problems, untranslated),
        );
      } catch (error) {
        if (!(error instanceof UnreadableFile)) throw error;
        problems.push({ file: error.file, field: "", problem: error.reason });
      }
    }
    const items: ContentItem<unknown>[] = [];
    for (const file of files) {
      const result = validateFile(collection.schema, file.path, file.data);
      if (!result.ok) {
        problems.push(...result.problems);
        continue;
      }
      const idField = collection.idField;
      if (idField) {
        const value = (result.data as Record<string, unknown>)[idField];
        if (String(value) !== file.id)
          problems.push({
            file: file.path,
            field: idField,
            problem: `is ${JSON.stringify(value)}, but the file is named "${file.id}"`,
            allowed: `the file's name without its extension ("${file.id}"), or rename the file`,
          });
      }
      // A review is a fact of the English file: checked once, there.
      if (locale === DEFAULT_LOCALE) problems.push(...reviewDateProblems(file.path, result.data, today));
      items.push({
        id: file.id,
        file: file.path,
        data: untranslated.includes(file.path) ? markedUntranslated(result.data as object) : result.data,
      });
    }
    validated.set(collection.name, items);
  }
  if (problems.length > 0) return { ok: false, problems, message: problemsMessage(problems) };

  const outputs = new Map<string, unknown>();
  const compiling = new Set<string>();
  const byName = new Map(collections.map((c) => [c.name, c]));
  const context: CompileContext = {
    locale,
    today,
    // The registry's type is the site's collections'; a test's made-up collections go by other names, so the
    // outputs are kept by plain name and typed here, once.
    get<Name extends keyof CompiledOutputs>(name: Name): CompiledOutputs[Name] {
      return outputOf(name) as CompiledOutputs[Name];
    },
    problem(problem) {
      problems.push(problem);
    },
  };
  function outputOf(name: string): unknown {
    if (outputs.has(name)) return outputs.get(name);
    const collection = byName.get(name);
    if (!collection) throw new Error(`content: no collection named "${name}"`);
    if (compiling.has(name)) throw new Error(`content: collections depend on each other in a circle through "${name}"`);
    compiling.add(name);
    const output = collection.compile(validated.get(name) ?? [], context);
    compiling.delete(name);
    outputs.set(name, output);
    return output;
  }
  for (const collection of collections) outputOf(collection.name);
  problems.push(...unknownReviewers(validated, outputs));
  for (const collection of collections) problems.push(...(collection.check?.(outputs.get(collection.name), context) ?? []));
  if (problems.length > 0) return { ok: false, problems, message: problemsMessage(problems) };
  for (const collection of collections)
    for (const [name, derived] of Object.entries(collection.derive?.(outputs.get(collection.name)) ?? {})) {
      if (outputs.has(name)) throw new Error(`content: "${collection.name}" derives "${name}", which is already an output`);
      outputs.set(name, derived);
    }
  return { ok: true, outputs, untranslated };
}

/**
 * A locale's file of an item: the English file's facts with the locale's words (./translation.ts). A
 * missing file or word is a problem, on the locale's file: nothing half translated is published.
 */
function translatedFile(
  root: string,
  englishFile: string,
  locale: string,
  collection: CollectionDefinition,
  problems: ContentProblem[],
  untranslated: string[],
): ContentFile {
  const english = readOne(root, englishFile);
  const schema = fileJsonSchema(collection.schema);
  // Facts only (the home-collection areas): nothing to translate, no file of the locale's needed.
  if (wordsOf(schema, english.data) === undefined) return english;
  const file = englishFile.replace(`content/${DEFAULT_LOCALE}/`, `content/${locale}/`);
  let words: unknown;
  try {
    words = readOne(root, file).data;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    const missing = error.reason.startsWith("is missing");
    if (missing && ENGLISH_FALLBACK_COLLECTIONS.has(collection.name)) {
      untranslated.push(file);
      return { path: file, id: english.id, data: english.data };
    }
    problems.push({
      file,
      field: "",
      problem: missing ? `is missing: ${englishFile} has no ${languageName(locale)} twin` : error.reason,
      ...(missing ? { allowed: `open the item in the editor at /admin, switch to ${languageName(locale)} and write its words` } : {}),
    });
    return { path: file, id: english.id, data: english.data };
  }
  const merged = mergeWords(schema, english.data, words, locale);
  problems.push(...merged.problems.map((problem) => ({ file, ...problem })));
  // The Hindi style sheet (docs/hindi-style.md): a forbidden word or an abbreviation spelt in Devanagari stops the build.
  if (locale === "hi") problems.push(...hindiWordProblems(file, words, english.data));
  return { path: file, id: english.id, data: merged.value };
}

/** A locale's files with no English file of the same name: an item that does not exist. */
function orphans(root: string, locale: string, folder: string, englishPaths: readonly string[]): ContentProblem[] {
  const english = new Set(englishPaths.map((file) => file.replace(`content/${DEFAULT_LOCALE}/`, "")));
  return filesOf(root, `content/${locale}/${folder}`)
    .filter((file) => !english.has(file.replace(`content/${locale}/`, "")))
    .map((file) => ({
      file,
      field: "",
      problem: `has no English file (content/${DEFAULT_LOCALE}/${file.replace(`content/${locale}/`, "")}), so it is an item that does not exist`,
      allowed: "add the item in English first (its facts live there), or delete this file",
    }));
}
