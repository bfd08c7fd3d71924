import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The content data files are bundled into the browser pages; their zod schemas live in *.schema.ts
 * beside them and only the unit tests use those. A value import of "zod" or of a schema module in a
 * data file would put zod back into the browser bundle, so only `import type` / `export type` may
 * name them. (`import { type A } from "zod"` is not type-only: with verbatimModuleSyntax it stays
 * behind as `import {} from "zod"` and still loads zod.)
 */

const contentDir = join(process.cwd(), "app", "content");

const dataFiles = readdirSync(contentDir)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".schema.ts") && !name.endsWith(".test.ts"))
  .sort();

const isGuarded = (specifier: string) =>
  specifier === "zod" || specifier.startsWith("zod/") || /\.schema(\.[cm]?[jt]s)?$/.test(specifier);

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** The specifiers of zod or schema modules that `source` imports or re-exports as values. */
function guardedValueImports(source: string): string[] {
  const code = withoutComments(source);
  const found: string[] = [];
  const fromStatement =
    /^\s*(import|export)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+\w+))?)\s*from\s*["']([^"']+)["']/gm;
  for (const [, , typeOnly, , specifier] of code.matchAll(fromStatement)) {
    if (specifier && isGuarded(specifier) && !typeOnly) found.push(specifier);
  }
  const sideEffect = /^\s*import\s*["']([^"']+)["']/gm;
  for (const [, specifier] of code.matchAll(sideEffect)) {
    if (specifier && isGuarded(specifier)) found.push(specifier);
  }
  const dynamic = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  for (const [, specifier] of code.matchAll(dynamic)) {
    if (specifier && isGuarded(specifier)) found.push(specifier);
  }
  return found;
}

describe("content data files keep zod out of the browser bundle", () => {
  it("finds the data files", () => {
    expect(dataFiles).toEqual(expect.arrayContaining(["catalogue.ts", "contact.ts", "home.ts", "services.ts"]));
  });

  it.each(dataFiles)("%s imports zod and its schemas as types only", (name) => {
    expect(guardedValueImports(readFileSync(join(contentDir, name), "utf8"))).toEqual([]);
  });

  it("tells type-only imports from value imports", () => {
    expect(guardedValueImports('import type { z } from "zod";')).toEqual([]);
    expect(guardedValueImports('import type { Centre } from "./centres.schema";')).toEqual([]);
    expect(guardedValueImports('export type { Centre } from "./centres.schema";')).toEqual([]);
    expect(guardedValueImports('export type * from "./centres.schema";')).toEqual([]);
    expect(guardedValueImports('// import { z } from "zod";\nimport { siteConfig } from "../config/site";')).toEqual([]);

    expect(guardedValueImports('import { z } from "zod";')).toEqual(["zod"]);
    expect(guardedValueImports("import * as z from 'zod/v4';")).toEqual(["zod/v4"]);
    expect(guardedValueImports('import z from "zod";')).toEqual(["zod"]);
    expect(guardedValueImports('import { type z } from "zod";')).toEqual(["zod"]);
    expect(guardedValueImports('import "zod";')).toEqual(["zod"]);
    expect(guardedValueImports('const s = await import("./centres.schema");')).toEqual(["./centres.schema"]);
    expect(guardedValueImports('import {\n  centreSchema,\n} from "./centres.schema";')).toEqual(["./centres.schema"]);
    expect(guardedValueImports('export { centreSchema } from "~/content/centres.schema";')).toEqual([
      "~/content/centres.schema",
    ]);
    expect(guardedValueImports('export * from "./centres.schema.ts";')).toEqual(["./centres.schema.ts"]);
  });
});
