/**
 * The declaration the build writes beside each generated JSON (scripts/content-compile.mjs):
 * app/content/generated/<locale>/centres.d.json.ts gives ./centres.json the type its collection's
 * compile returns, named in the registry (./collections.ts), so the content modules that import the
 * JSON need no cast and TypeScript does not infer the JSON's literal type (tsconfig's
 * allowArbitraryExtensions).
 */

/** The registry module, as the generated declarations import it from app/content/generated/<locale>/. */
export const REGISTRY_FROM_GENERATED = "../../source/collections";

/** The declaration's file name beside `<name>.json`. */
export function declarationFileName(name: string): string {
  return `${name}.d.json.ts`;
}

/**
 * The declaration of the output `name`. A record (not a list) names its keys, so the ids of a record
 * by item id (the test facts, the advice) are a type pages can check against (./collections.ts WithKeys).
 */
export function declarationOf(name: string, output: unknown): string {
  const type = `CollectionOutputs[${JSON.stringify(name)}]`;
  const isRecord = typeof output === "object" && output !== null && !Array.isArray(output);
  const keys = isRecord ? Object.keys(output).map((key) => JSON.stringify(key)) : [];
  const lines = [
    `// Written by scripts/content-compile.mjs: the type of ./${name}.json, from its collection's definition.`,
    `import type { CollectionOutputs${isRecord ? ", WithKeys" : ""} } from ${JSON.stringify(REGISTRY_FROM_GENERATED)};`,
    "",
    `declare const data: ${isRecord ? `WithKeys<${type}, ${keys.length > 0 ? keys.join(" | ") : "never"}>` : type};`,
    "export default data;",
  ];
  return `${lines.join("\n")}\n`;
}
