import type { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import type { CompiledOutputs } from "./collections.ts";

/**
 * A content collection: where its files are under `content/<locale>/`, the zod schema of one file,
 * and how its files become what the site's content module exports (docs/editing.md). The editor's
 * configuration is generated from the same definitions (content/compiler/editor-config.ts), so the
 * editor's fields and the build's checks cannot drift apart.
 */
export interface CollectionDefinition<
  FileData = unknown,
  Output = unknown,
  Name extends string = string,
  Derived extends Record<string, unknown> = Record<string, unknown>,
> {
  /** The generated module's name, content/generated/<locale>/<name>.json, and the editor's collection name. */
  readonly name: Name;
  /** The editor's label: "Centres". */
  readonly label: string;
  /** One item, in the editor's buttons: "Centre". */
  readonly labelSingular?: string;
  /** What the collection is, shown above its list in the editor. */
  readonly description?: string;
  /** A folder with one file per item, or one file (a singleton). */
  readonly source: { readonly folder: string; readonly extension: "json" | "md" } | { readonly file: string };
  /** One file's data. Field descriptions (`.meta({ description })`) are the editor's hints and the build's "Allowed:". */
  readonly schema: z.ZodType<FileData>;
  /** A folder collection: the field whose value is the file name ("id"); the build checks they agree. */
  readonly idField?: string;
  /** How the editor lists the items. */
  readonly editor?: {
    /** The list's line for an item, with {{field}} placeholders: "{{name}} — ₹{{price}}". */
    readonly summary?: string;
    readonly sortableFields?: readonly string[];
    /** The site's own preview of an item (app/admin/previews.tsx). */
    readonly preview?: string;
  };
  // compile, check and derive are methods, not function-typed fields: a method's parameter is checked
  // both ways, so every definition is a CollectionDefinition (the registry's element type) with no cast.
  /** From the files' data (sorted by file name) to what the content module exports. */
  compile(items: readonly ContentItem<FileData>[], context: CompileContext): Output;
  /** Checks across collections, after all of them compiled: a package naming a test that does not exist. */
  check?(output: Output, context: CompileContext): ContentProblem[];
  /**
   * Smaller outputs computed from this one, by name, each written beside it as content/generated/<locale>/<name>.json:
   * what a module the browser loads needs (the navigation's department names), without the whole
   * collection in every page's script. They have no files of their own, so the editor does not list them.
   */
  derive?(output: Output): Derived;
}

/** One validated file of a collection. */
export interface ContentItem<FileData> {
  /** The file name without extension. */
  readonly id: string;
  /** Repository-relative path. */
  readonly file: string;
  readonly data: FileData;
}

export interface CompileContext {
  readonly locale: string;
  /** The build's date, yyyy-mm-dd (injected, so a test fixes it): a claim's period is judged against it. */
  readonly today: string;
  /**
   * Another collection's output (compiled first if need be), typed by the registry (./collections.ts).
   * That registry is read from every definition's compile, so a definition whose type would wait on
   * `get` is circular: a `check` declares its return type (ContentProblem[]), and a `compile` that
   * reads another collection does so in a helper that declares what it returns.
   */
  get<Name extends keyof CompiledOutputs>(name: Name): CompiledOutputs[Name];
  /** Records a problem found while compiling (an unknown placeholder, a reference to nothing). */
  problem(problem: ContentProblem): void;
}

/**
 * A definition with its types inferred (the files' data from the schema, the output from compile) and
 * kept: the registry (./collections.ts) reads each collection's output type from it, and the generated
 * declarations beside the JSON name that type (./declarations.ts).
 */
export function defineCollection<
  FileData,
  Output,
  const Name extends string,
  Derived extends Record<string, unknown> = Record<never, never>,
>(definition: CollectionDefinition<FileData, Output, Name, Derived>): CollectionDefinition<FileData, Output, Name, Derived> {
  return definition;
}
