import type { CollectionDefinition, CompileContext, ContentItem } from "./collection";
import { problemsMessage, validateFile, type ContentProblem } from "./problems";
import { readFolder, readOne, UnreadableFile, type ContentFile } from "./read-files";

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
}): { ok: true; outputs: Map<string, unknown> } | { ok: false; problems: ContentProblem[]; message: string } {
  const { root, locale, collections } = options;
  const problems: ContentProblem[] = [];
  const validated = new Map<string, ContentItem<unknown>[]>();

  for (const collection of collections) {
    let files: ContentFile[];
    try {
      files =
        "folder" in collection.source
          ? readFolder(root, `content/${locale}/${collection.source.folder}`).filter((f) => f.path.endsWith(`.${(collection.source as { extension: string }).extension}`))
          : [readOne(root, `content/${locale}/${collection.source.file}`)];
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      problems.push({ file: error.file, field: "", problem: error.reason });
      continue;
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
        if (value !== file.id)
          problems.push({ file: file.path, field: idField, problem: `is ${JSON.stringify(value)}, but the file is named "${file.id}"`, allowed: `the file's name without its extension ("${file.id}"), or rename the file` });
      }
      items.push({ id: file.id, file: file.path, data: result.data });
    }
    validated.set(collection.name, items);
  }
  if (problems.length > 0) return { ok: false, problems, message: problemsMessage(problems) };

  const outputs = new Map<string, unknown>();
  const compiling = new Set<string>();
  const byName = new Map(collections.map((c) => [c.name, c]));
  const context: CompileContext = {
    locale,
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
  for (const collection of collections) problems.push(...(collection.check?.(outputs.get(collection.name), context) ?? []));
  if (problems.length > 0) return { ok: false, problems, message: problemsMessage(problems) };
  return { ok: true, outputs };
}
