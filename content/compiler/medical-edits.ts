import { z } from "zod";
import type { CollectionDefinition } from "#content/collections/collection.ts";
import type { JsonSchema } from "./json-schema.ts";
import type { ContentProblem } from "./problems.ts";
import { isReview } from "./reviews-check.ts";

/**
 * What a pull request changes in the medical facts (docs/decisions/053-content-gate.md), for the content
 * gate (scripts/content-gate.mjs), which runs them from the branch the pull request goes into:
 * - an edit to a medical fact must come with a new review date (docs/content-review.md, docs/editing.md):
 *   the fields whose schema says `medical: true` (sample, preparation, fasting, report time, safety
 *   notices) are compared between the file before and after an edit, and when one changed while the
 *   file's `review.reviewed` did not, the edit is refused;
 * - every medical change, dated or not (a new file's medical fields, a deleted file's, an edit's, and any
 *   change to the clinicians' own files), is listed for a clinician to approve.
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

/**
 * The clinicians' own files, under content/<locale>/: medical facts without a review date of their own,
 * which only a clinician approves (.github/CODEOWNERS has the same list). Any change to one is medical.
 */
export const CLINICIAN_ONLY: readonly string[] = [
  "test-facts/",
  "advice/",
  "safety-notices/",
  "safety.json",
  "emergency.json",
  "medical-reviewers/",
  "known-confusions.json",
  "analyte-groups.json",
];

/** Whether a path under content/<locale>/ ("test-facts/cbc.json") is one of the clinicians' own files. */
export function isClinicianOnly(within: string): boolean {
  return CLINICIAN_ONLY.some((entry) => (entry.endsWith("/") ? within.startsWith(entry) : within === entry));
}

/** The collection a content file belongs to, by its path under content/<locale>/ ("packages/100.json"). */
export function collectionOf<C extends CollectionDefinition>(collections: readonly C[], within: string): C | undefined {
  return collections.find((c) => ("folder" in c.source ? within.startsWith(`${c.source.folder}/`) : within === c.source.file));
}

/** The values at a path with `*` for every list entry, as JSON text (so lists and objects compare). */
function valuesAt(data: unknown, path: string): string {
  const walk = (value: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return value;
    const [key, ...rest] = keys;
    if (key === "*") return Array.isArray(value) ? value.map((item) => walk(item, rest)) : undefined;
    return typeof value === "object" && value !== null ? walk((value as Record<string, unknown>)[key!], rest) : undefined;
  };
  const values = walk(data, path.split("."));
  // A list without a value at the path (`steps: []`) holds no medical fact, as a missing field does not.
  const holdsValue = (value: unknown): boolean => (Array.isArray(value) ? value.some(holdsValue) : value !== undefined && value !== null);
  return holdsValue(values) ? JSON.stringify(values) : "null";
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

/** A medical field's path as people read it: "steps.*.text" → "steps[…].text". */
const fieldName = (path: string) => path.replaceAll(".*", "[…]");

/**
 * The medical fields whose values differ between two versions of a file: `undefined` for a side that
 * does not exist, so a new file gives every medical field it has and a deleted one every field it had.
 */
export function medicalFieldsChanged(collection: CollectionDefinition, before: unknown, after: unknown): string[] {
  return medicalPaths(collection.schema)
    .filter((path) => valuesAt(before, path) !== valuesAt(after, path))
    .map(fieldName);
}

/** One content file's medical change, as the content gate lists it for a clinician's approval. */
export interface MedicalChange {
  /** Repository-relative: "content/en/packages/100.json"; a deleted file's old path. */
  readonly file: string;
  /** A renamed file's old path. */
  readonly from?: string;
  readonly kind: "modified" | "renamed" | "added" | "deleted";
  /** The medical fields changed; empty when a clinicians' own file changed in other fields only. */
  readonly fields: string[];
}

/**
 * A change to one content file (`content/<locale>/…`) as a medical change, or null when it is none:
 * medical fields changed (a new file: those it has; a deleted one: those it had), or one of the
 * clinicians' own files changed at all. `before` and `after` are the file's data, `undefined` for a
 * side that does not exist; a rename is compared with its old path's data.
 */
export function medicalChange(
  collections: readonly CollectionDefinition[],
  change: { file: string; from?: string; kind: MedicalChange["kind"] },
  before: unknown,
  after: unknown,
): MedicalChange | null {
  const within = (file: string) => file.split("/").slice(2).join("/");
  const clinicians = [change.file, change.from ?? change.file].some((file) => isClinicianOnly(within(file)));
  const collection = collectionOf(collections, within(change.file));
  const fields = collection ? medicalFieldsChanged(collection, before, after) : [];
  if (fields.length === 0 && !clinicians) return null;
  return { file: change.file, ...(change.from ? { from: change.from } : {}), kind: change.kind, fields };
}

/**
 * The medical fields changed in a file whose review date stayed the same. A new file, or one without
 * medical fields, has none here (the gate lists a new file's medical fields for a clinician instead).
 * A translation's file (content/hi/…) holds words only: its review is the English file's, given as
 * `reviewed` (that file before and after the change).
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
  // approving the pull request: the gate lists its changes for one.
  if (reviewDates(reviewed.before) === "") return [];
  if (reviewDates(reviewed.before) !== reviewDates(reviewed.after)) return [];
  return medicalFieldsChanged(collection, before, after).map((field) => ({
    file,
    field,
    problem: "is a medical fact and was changed, but the review date was not",
    allowed: `a clinician checks the change; then set the review's "reviewed" to the day they signed it off and "nextReview" to when it is due again`,
  }));
}
