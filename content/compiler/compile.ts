import type { CollectionDefinition, CompileContext, ContentItem } from "#content/collections/collection.ts";
import { problemsMessage, validateFile, type ContentProblem } from "./problems.ts";
import { filesOf, readOne, UnreadableFile, type ContentFile } from "./read-files.ts";
import { fileJsonSchema } from "./editor-config.ts";
import { ENGLISH_FALLBACK_COLLECTIONS, languageName, markedUntranslated, mergeWords, wordsOf } from "./translation.ts";
import { aYearAfter } from "./review-dates.mjs";
import { hindiWordProblems } from "./hindi-style-build.ts";

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
    get<T>(name: string): T {
      if (outputs.has(name)) return outputs.get(name) as T;
      const collection = byName.get(name);
      if (!collection) throw new Error(`content: no collection named "${name}"`);
      if (compiling.has(name)) throw new Error(`content: collections depend on each other in a circle through "${name}"`);
      compiling.add(name);
      const output = collection.compile(validated.get(name) ?? [], context);
      compiling.delete(name);
      outputs.set(name, output);
      return output as T;
    },
    problem(problem) {
      problems.push(problem);
    },
  };
  for (const collection of collections) context.get(collection.name);
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

/** A medical review, wherever it sits in a file: { reviewer, reviewed, nextReview }. */
export function isReview(value: unknown): value is { reviewer: unknown; reviewed: string; nextReview: string } {
  return typeof value === "object" && value !== null && "reviewer" in value && "reviewed" in value && "nextReview" in value;
}

/**
 * The date problems of every medical review in a file (docs/content-review.md): a next review date
 * before today, so the build refuses to publish medical information nobody has re-read in time; and
 * one more than a year after the review, which would put that re-reading off. The review's schema
 * (content/collections/medical-review.schema.ts) refuses a date that is not one, and a next review not after
 * the review.
 */
export function reviewDateProblems(file: string, data: unknown, today: string, path = ""): ContentProblem[] {
  if (isReview(data)) {
    const field = `${path}.nextReview`.replace(/^\./, "");
    const problems: ContentProblem[] = [];
    const latest = aYearAfter(data.reviewed);
    if (data.nextReview > latest)
      problems.push({
        file,
        field,
        problem: `is ${JSON.stringify(data.nextReview)}, more than a year after the day it was reviewed (${data.reviewed})`,
        allowed: `a day at most a year after "reviewed", so ${latest} at the latest`,
      });
    if (data.nextReview < today)
      problems.push({
        file,
        field,
        problem: `says the medical review was due on ${data.nextReview}, so it is overdue`,
        allowed: `a clinician re-reads the medical facts of this item; then set "reviewed" to the day they signed it off and "nextReview" to the day it is due again, at most a year later`,
      });
    return problems;
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => reviewDateProblems(file, item, today, `${path}[${index}]`));
  if (typeof data === "object" && data !== null)
    return Object.entries(data).flatMap(([key, value]) => reviewDateProblems(file, value, today, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The problems of the month a claim's figures or counts were taken (docs/content-review.md, rule 26),
 * as reviewDateProblems judges a review: a month that ended more than 12 months before today, so the
 * build refuses to publish a figure nobody has measured again in time; and a month still to come.
 * `month` is yyyy-mm (the schema refuses any other form); `today` yyyy-mm-dd, the build's date.
 */
export function periodProblems(file: string, field: string, month: string, today: string): ContentProblem[] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const latestBuild = aYearAfter(lastDay);
  if (latestBuild < today)
    return [
      {
        file,
        field,
        problem: `is "${month}", a period that ended on ${lastDay}, more than 12 months before this build (${today})`,
        allowed: `count or measure it again and give the month of the new figures; a figure with no current period is taken off the site`,
      },
    ];
  if (month > today.slice(0, 7))
    return [
      {
        file,
        field,
        problem: `is "${month}", a month still to come (this build is on ${today})`,
        allowed: `the month the figures were taken, ${today.slice(0, 7)} at the latest`,
      },
    ];
  return [];
}

/** Every review names a reviewer of the medical-reviewers collection (when the registry has it). */
function unknownReviewers(validated: Map<string, ContentItem<unknown>[]>, outputs: Map<string, unknown>): ContentProblem[] {
  const reviewers = outputs.get("medical-reviewers") as Record<string, unknown> | undefined;
  if (!reviewers) return [];
  const names = Object.keys(reviewers);
  const problems: ContentProblem[] = [];
  const walk = (file: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(file, item, `${path}[${index}]`));
    else if (typeof value === "object" && value !== null) {
      if (isReview(value) && !names.includes(String(value.reviewer)))
        problems.push({
          file,
          field: `${path}.reviewer`.replace(/^\./, ""),
          problem: `is ${JSON.stringify(value.reviewer)}, which is not a medical reviewer`,
          allowed: `the name of a file in the medical reviewers' folder: ${names.join(", ")}`,
        });
      for (const [key, item] of Object.entries(value)) walk(file, item, path ? `${path}.${key}` : key);
    }
  };
  for (const items of validated.values()) for (const item of items) walk(item.file, item.data, "");
  return problems;
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
