import type { CollectionDefinition } from "#content/collections/collection.ts";

/**
 * The declarations the build writes beside the generated JSON (scripts/content-compile.mjs):
 * content/generated/<locale>/centres.d.json.ts gives ./centres.json the type its collection's
 * compile returns, named in the registry (collections/collections.ts CollectionOutputs). TypeScript reads it
 * instead of inferring the JSON's literal type (tsconfig's allowArbitraryExtensions), so the content
 * modules import the JSON with its real type and no cast.
 */

/** The registry module as the declarations import it (the package's own import, so from any folder). */
const REGISTRY = "#content/collections/collections.ts";

/**
 * Each output's declaration file (`<name>.d.json.ts`, beside `<name>.json`) and its text. A folder
 * collection compiled into a record (the test facts, the advice) is keyed by its items' ids: its
 * declaration names them, so a page naming a test that does not exist fails typecheck. The record's
 * item type is read per id inside a mapped type, which TypeScript resolves lazily: a schema may use
 * those ids (a review's reviewer) without a circular type.
 */
export function declarationsOf(
  outputs: ReadonlyMap<string, unknown>,
  collections: readonly CollectionDefinition[],
): [file: string, text: string][] {
  const folders = new Set(collections.filter((collection) => "folder" in collection.source).map((collection) => collection.name));
  return [...outputs].map(([name, output]) => {
    const keyedById = folders.has(name) && typeof output === "object" && output !== null && !Array.isArray(output);
    const outputType = `CollectionOutputs[${JSON.stringify(name)}]`;
    const ids = keyedById ? Object.keys(output).map((id) => JSON.stringify(id)) : [];
    const type = keyedById ? `{ [Id in ${ids.length > 0 ? ids.join(" | ") : "never"}]: ${outputType}[Id] }` : outputType;
    const text = [
      `// Written by scripts/content-compile.mjs: the type of ./${name}.json, from its collection's definition.`,
      `import type { CollectionOutputs } from ${JSON.stringify(REGISTRY)};`,
      "",
      `declare const data: ${type};`,
      "export default data;",
      "",
    ].join("\n");
    return [`${name}.d.json.ts`, text];
  });
}
