import { z } from "zod";
import type { JsonSchema } from "./json-schema.ts";

/**
 * What the build tells a person whose content file is wrong (docs/editing.md, "When the build is red"):
 * the file, the field, what is wrong and what is allowed, in words a non-developer can act on. The
 * "allowed" part comes from the field's own schema: its description (`.meta({ description })`), its
 * options, its limits.
 */
export interface ContentProblem {
  /** Repository-relative path of the file: "content/en/tests/cbc.json". */
  readonly file: string;
  /** The field, as a path: "price", "postal.postalCode", "tests[2]"; empty for the whole file. */
  readonly field: string;
  /** What is wrong, as a sentence fragment after the field: `is "abc", which is not a number`. */
  readonly problem: string;
  /** What is allowed, when there is something to say. */
  readonly allowed?: string;
}

/** One problem as one line: `content/en/tests/cbc.json: price is "abc", which is not a number. Allowed: …` */
export function problemLine({ file, field, problem, allowed }: ContentProblem): string {
  const subject = field ? `${file}: the field "${field}" ${problem}` : `${file}: ${problem}`;
  return `${subject}.${allowed ? ` Allowed: ${allowed}.` : ""}`.replace(/\.\.( |$)/g, ".$1");
}

/** The build's message for a list of problems: a heading, then one line each. */
export function problemsMessage(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The content has ${count}; nothing was published and the site stays as it was (docs/editing.md, "When the build is red"):`,
    ...problems.map((p) => `  - ${problemLine(p)}`),
  ].join("\n");
}

/** A path as people read it: ["postal", "postalCode"] → "postal.postalCode"; ["tests", 2] → "tests[2]". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "");
}

/** The JSON Schema of a field of `schema`, found by its path (arrays by any index). */
function fieldSchema(root: JsonSchema, path: readonly PropertyKey[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    const options: JsonSchema[] = node.anyOf ?? node.oneOf ?? [node];
    const next: JsonSchema | undefined = options
      .map((option) =>
        typeof key === "number"
          ? option.items
          : (option.properties?.[String(key)] ??
            (typeof option.additionalProperties === "object" ? option.additionalProperties : undefined)),
      )
      .find(Boolean);
    node = next;
  }
  return node;
}

const MAX_SAFE = 9007199254740991;

/** What a field allows, in words, from its JSON Schema. */
export function allowedText(node: JsonSchema | undefined): string | undefined {
  if (!node) return undefined;
  if (node.description) return node.description;
  if (node.enum) return `one of ${node.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (node.anyOf ?? node.oneOf) {
    const parts = (node.anyOf ?? node.oneOf ?? []).map(allowedText).filter(Boolean);
    return parts.length ? parts.join(", or ") : undefined;
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case "integer":
    case "number": {
      const kind = type === "integer" ? "a whole number" : "a number";
      const min = node.exclusiveMinimum === 0 ? "more than 0" : node.minimum !== undefined ? `at least ${node.minimum}` : undefined;
      const max = node.maximum !== undefined && node.maximum < MAX_SAFE ? `at most ${node.maximum}` : undefined;
      return [kind, min, max].filter(Boolean).join(", ") + " (digits only, no quotes)";
    }
    case "string":
      if (node.format === "date") return "a date written yyyy-mm-dd, e.g. 2026-11-24";
      return node.minLength ? "text (not empty)" : "text";
    case "boolean":
      return "true or false (a tick box in the editor)";
    case "array":
      return node.minItems ? `a list of at least ${node.minItems}` : "a list";
    case "object":
      return "a group of fields";
    case "null":
      return "empty (null)";
    default:
      return undefined;
  }
}

const described = (value: unknown) => (value === undefined ? "missing" : JSON.stringify(value));

/** A zod issue in words, with what the field allows. */
function issueProblem(issue: z.core.$ZodIssue, file: string, root: JsonSchema): ContentProblem {
  const field = fieldPath(issue.path);
  const allowed = allowedText(fieldSchema(root, issue.path));
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return { file, field, problem: "is missing, and it is required", allowed };
      return {
        file,
        field,
        problem: `is ${described(input)}, which is not ${issue.expected === "number" ? "a number" : issue.expected === "int" ? "a whole number" : issue.expected === "array" ? "a list" : issue.expected === "object" ? "a group of fields" : issue.expected === "boolean" ? "true or false" : issue.expected === "string" ? "text" : issue.expected}`,
        allowed,
      };
    case "invalid_value":
      return {
        file,
        field,
        problem: `is ${described(input)}, which is not one of the options`,
        allowed: allowed ?? issue.values.map((v) => JSON.stringify(v)).join(", "),
      };
    case "invalid_format":
      return { file, field, problem: `is ${described(input)}, which is not in the right form`, allowed };
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return { file, field, problem: "is empty", allowed };
      if (issue.origin === "array")
        return {
          file,
          field,
          problem: `has ${Array.isArray(input) ? input.length : "too few"} entries; it needs at least ${String(issue.minimum)}`,
          allowed,
        };
      return {
        file,
        field,
        problem: `is ${described(input)}, which is too small (it must be ${issue.inclusive ? "at least" : "more than"} ${String(issue.minimum)})`,
        allowed,
      };
    case "too_big":
      if (issue.origin === "array") return { file, field, problem: `has too many entries; at most ${String(issue.maximum)}`, allowed };
      return { file, field, problem: `is ${described(input)}, which is too big (it must be at most ${String(issue.maximum)})`, allowed };
    case "unrecognized_keys":
      return {
        file,
        field,
        problem: `has ${issue.keys.length === 1 ? "a field" : "fields"} the site does not know: ${issue.keys.join(", ")}`,
        allowed: "remove it, or check its spelling",
      };
    case "invalid_union":
      return { file, field, problem: `is ${described(input)}, which matches none of the allowed forms`, allowed };
    default:
      // A rule across fields (a refine): its message is written as what the field must be.
      return { file, field, problem: issue.message, allowed };
  }
}

/**
 * Validates one file's data against its schema: the parsed data, or the problems in words. The
 * schema's JSON Schema (zod's own `toJSONSchema`) says what each field allows.
 */
export function validateFile<T>(
  schema: z.ZodType<T>,
  file: string,
  data: unknown,
): { ok: true; data: T } | { ok: false; problems: ContentProblem[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return { ok: false, problems: result.error.issues.map((issue) => issueProblem(issue, file, root)) };
}
