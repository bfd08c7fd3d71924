import { z } from "zod";
import type { CollectionDefinition } from "#content/collections/collection.ts";
import { isReview } from "./compile.ts";
import type { ContentProblem } from "./problems.ts";
import type { JsonSchema } from "./json-schema.ts";

/**
 * An edit to a medical fact must come with a new review date (docs/content-review.md, docs/editing.md):
 * the fields whose schema says `medical: true` (sample, preparation, fasting, report time, safety
 * notices) are compared between the file before and after an edit, and when one changed while the
 * file's `review.reviewed` did not, the edit is refused (files without a review of their own are
 * held by a clinician's approval instead, .github/CODEOWNERS). Run on a pull request by
 * scripts/medical-edits.mjs against the branch it goes into.
 */

/** The paths of the medical fields of a schema: ["fastingHours", "notices", "tests.*.sample"]. */
export function medicalPaths(schema: z.ZodType): string[] {
  const paths: string[] = [];
  (function walk(node: JsonSchema | undefined, path: string) {
    if (!node) return;
    if (node.medical) {
      paths.push(path);
      return;
    }
    for (const option of node.anyOf ?? node.oneOf ?? []) walk(option, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key);
    if (node.items) walk(node.items, `${path}.*`);
  })(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema, "");
  return paths;
}

/** The values at a path with `*` for every list entry, as JSON text (so lists and objects compare). */
function valuesAt(data: unknown, path: string): string {
  const walk = (value: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return value;
    const [key, ...rest] = keys;
    if (key === "*") return Array.isArray(value) ? value.map((item) => walk(item, rest)) : undefined;
    return typeof value === "object" && value !== null ? walk((value as Record<string, unknown>)[key!], rest) : undefined;
  };
  return JSON.stringify(walk(data, path.split(".")) ?? null);
}

/** Every review date in a file, in order (a department file has one per department). */
function reviewDates(data: unknown): string {
  const dates: string[] = [];
  (function walk(value: unknown) {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      if (isReview(value)) dates.push(value.reviewed);
      Object.values(value).forEach(walk);
    }
  })(data);
  return dates.join(",");
}

/**
 * The medical fields changed in a file whose review date stayed the same. A new file, or one
 * without medical fields, has none. A translation's file (content/hi/…) holds words only: its review
 * is the English file's, given as `reviewed` (that file before and after the change).
 */
export function medicalEditsWithoutReview(
  collection: CollectionDefinition,
  file: string,
  before: unknown,
  after: unknown,
  reviewed: { before: unknown; after: unknown } = { before, after },
): ContentProblem[] {
  if (before === undefined || after === undefined) return [];
  // A file without a review of its own (a test's facts, the safety texts) is signed off by a clinician
  // approving the pull request: .github/CODEOWNERS asks for one on those folders.
  if (reviewDates(reviewed.before) === "") return [];
  if (reviewDates(reviewed.before) !== reviewDates(reviewed.after)) return [];
  return medicalPaths(collection.schema)
    .filter((path) => valuesAt(before, path) !== valuesAt(after, path))
    .map((path) => ({
      file,
      field: path.replaceAll(".*", "[…]"),
      problem: "is a medical fact and was changed, but the review date was not",
      allowed: `a clinician checks the change; then set the review's "reviewed" to the day they signed it off and "nextReview" to when it is due again`,
    }));
}
