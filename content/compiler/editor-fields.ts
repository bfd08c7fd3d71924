import type { JsonSchema } from "./json-schema.ts";
import { hasWords } from "./translation.ts";

/**
 * A file schema's fields as the editor's (Sveltia CMS) fields (./editor-config.ts puts them in its
 * collections). From each field's JSON Schema (zod's `z.toJSONSchema`, with the `.meta()` keys the
 * schemas carry): string → string (`widget: "text"` → text, `widget: "markdown"` → markdown),
 * number/integer → number, boolean → boolean, enum → select, array → list, object → object,
 * `relation: "<collection>"` → relation; optional or nullable → `required: false`; a regex → `pattern`
 * with the description as its message; `medical: true` → a hint that a clinician must check the change.
 */

export const MEDICAL_HINT = "Medical fact: a clinician must check this; update the review date (review) when you change it.";

/** A field of Sveltia's configuration (the subset this generator writes). */
export interface EditorField {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "boolean" | "select" | "list" | "object" | "relation" | "file";
  required?: false;
  hint?: string;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: (string | number)[];
  multiple?: true;
  field?: EditorField;
  fields?: EditorField[];
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** A file field's picker and folders (the price list's CSV: ./editor-price-list.ts). */
  accept?: string;
  choose_url?: false;
  media_libraries?: { stock_assets: false };
  media_folder?: string;
  public_folder?: string;
  /** A second locale translates text (`true`) and copies the rest from the default locale (`duplicate`). */
  /** In every language (words), or absent: a fact, in the default language's file only. */
  i18n?: true;
}

/** "postalCode" → "Postal code", "next_review" → "Next review". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A nullable field (`anyOf: [T, null]`) as T, and whether null was allowed. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return { schema, nullable: false };
  const others = variants.filter((variant) => variant.type !== "null");
  if (others.length === 1 && others.length < variants.length) {
    // Keys on the union itself (zod puts `.meta()` of a nullable there) describe the field.
    const { anyOf: _a, oneOf: _o, ...outer } = schema;
    return { schema: { ...others[0], ...outer }, nullable: true };
  }
  return { schema, nullable: false };
}

function hintOf(schema: JsonSchema): string | undefined {
  const parts = [schema.description, schema.medical ? MEDICAL_HINT : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** The field of another collection a relation stores and shows. */
export interface RelationTarget {
  valueField: string;
  displayFields: string[];
  searchFields: string[];
}

/**
 * One property of a file schema as an editor field: with `i18n: true` when it holds words, which every
 * language's file translates; without, a fact (a price, an id, a choice), kept in the English file only
 * and shown read-only in the other languages (./translation.ts, docs/editing.md).
 */
export function editorField(
  name: string,
  property: JsonSchema,
  required: boolean,
  targets: ReadonlyMap<string, RelationTarget>,
): EditorField {
  const field = fieldOf(name, property, required, targets);
  return hasWords(property, name) ? { ...field, i18n: true } : field;
}

function fieldOf(name: string, property: JsonSchema, required: boolean, targets: ReadonlyMap<string, RelationTarget>): EditorField {
  const { schema, nullable } = withoutNull(property);
  const field: EditorField = { name, label: schema.title ?? humanise(name), widget: "string" };
  const hint = hintOf(schema);
  if (hint) field.hint = hint;
  if (!required || nullable) field.required = false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];

  if (schema.relation) {
    const target = targets.get(schema.relation);
    if (!target) throw new Error(`editor-config: the field "${name}" names the collection "${schema.relation}", which does not exist`);
    Object.assign(field, {
      widget: "relation",
      collection: schema.relation,
      value_field: target.valueField,
      search_fields: target.searchFields,
      display_fields: target.displayFields,
    });
  } else if (schema.enum) {
    field.widget = "select";
    field.options = schema.enum.filter((option): option is string | number => option !== null);
  } else if (schema.const !== undefined) {
    field.widget = "select";
    field.options = [schema.const];
  } else if (types.includes("integer") || types.includes("number")) {
    field.widget = "number";
    field.value_type = types.includes("integer") ? "int" : "float";
    const min =
      schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (types.includes("integer") ? 1 : 0) : undefined);
    const max =
      schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (types.includes("integer") ? 1 : 0) : undefined);
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
  } else if (types.includes("boolean")) {
    field.widget = "boolean";
  } else if (types.includes("array")) {
    const item = schema.items ?? {};
    if (item.relation) {
      // A list of ids of another collection: one relation field that takes several.
      const relation = fieldOf(
        name,
        { ...item, title: field.label, description: schema.description, medical: schema.medical },
        required && !nullable,
        targets,
      );
      relation.multiple = true;
      if (schema.minItems !== undefined) relation.min = schema.minItems;
      if (schema.maxItems !== undefined) relation.max = schema.maxItems;
      return relation;
    }
    field.widget = "list";
    if (schema.minItems !== undefined) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
    const itemTypes = Array.isArray(item.type) ? item.type : [item.type];
    if (itemTypes.includes("object") && item.properties) field.fields = objectFields(item, targets);
    else field.field = editorField("item", { ...item, title: item.title ?? humanise(singular(name)) }, true, targets);
  } else if (types.includes("object") && schema.properties) {
    field.widget = "object";
    field.fields = objectFields(schema, targets);
  } else {
    if (schema.widget === "text" || schema.widget === "markdown") field.widget = schema.widget;
    if (schema.pattern) field.pattern = [schema.pattern, schema.description ?? `It must match ${schema.pattern}.`];
  }
  return field;
}

function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  return name.replace(/s$/, "");
}

export function objectFields(schema: JsonSchema, targets: ReadonlyMap<string, RelationTarget>): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => editorField(name, property, required.has(name), targets));
}
