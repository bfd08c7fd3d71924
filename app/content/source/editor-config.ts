import { z } from "zod";
import type { CollectionDefinition } from "./collection";
import { hasWords } from "./translation";

/**
 * The editor's (Sveltia CMS, /admin) configuration, generated from the collections' registry and
 * their file schemas, so the fields the staff fill in are exactly the fields the build checks
 * (docs/decisions/023-git-based-editor.md). Pure: scripts/content-compile.mjs writes the collections
 * part to app/content/generated/editor-config.json, the editor's page adds the backend of its
 * environment (app/admin/editor-settings.ts).
 *
 * From each field's JSON Schema (zod's `z.toJSONSchema`, with the `.meta()` keys the schemas carry):
 * string → string (`widget: "text"` → text, `widget: "markdown"` → markdown), number/integer →
 * number, boolean → boolean, enum → select, array → list, object → object, `relation: "<collection>"`
 * → relation; optional or nullable → `required: false`; a regex → `pattern` with the description as
 * its message; `medical: true` → a hint that a clinician must check the change.
 */

export const MEDICAL_HINT = "Medical fact: a clinician must check this; update the review date (review) when you change it.";

/** The folder the staff's uploaded images go to, and the URL the site serves them at. */
export const MEDIA_FOLDER = "public/images/uploads";
export const PUBLIC_FOLDER = "/images/uploads";

/** A field of Sveltia's configuration (the subset this generator writes). */
export interface EditorField {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "boolean" | "select" | "list" | "object" | "relation";
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
  /** A second locale translates text (`true`) and copies the rest from the default locale (`duplicate`). */
  /** In every language (words), or absent: a fact, in the default language's file only. */
  i18n?: true;
}

export interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  i18n: true;
  folder?: string;
  extension?: "json" | "md";
  format?: "json" | "frontmatter";
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: { fields: string[]; default: { field: string; direction: "ascending" } };
  files?: { name: string; label: string; file: string; i18n: true; fields: EditorField[] }[];
  fields?: EditorField[];
  /** Which of the site's previews (app/admin/previews.tsx) shows an entry; not a Sveltia option, removed before init. */
  preview?: string;
}

/** One field's JSON Schema, as zod writes it (with this project's `.meta()` keys). */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  pattern?: string;
  enum?: (string | number | null)[];
  const?: string | number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  medical?: boolean;
  relation?: string;
  widget?: "text" | "markdown";
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  /** `false`: a string that is the same in every language (a path, a URL); see ./translation.ts. */
  i18n?: boolean;
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

/** The file schema's JSON Schema (what a file may hold, before zod's defaults and transforms). */
export function fileJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
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

/** How a relation points at each collection: its id field (or the file name) and what to show. */
export function relationTargets(collections: readonly CollectionDefinition[]): Map<string, RelationTarget> {
  const targets = new Map<string, RelationTarget>();
  for (const collection of collections) {
    if (!("folder" in collection.source)) continue;
    const properties = fileJsonSchema(collection.schema).properties ?? {};
    const idField = collection.idField && properties[collection.idField] ? collection.idField : undefined;
    const shown = ["name", "title", "label"].find((name) => properties[name]) ?? idField;
    const valueField = idField ?? "{{slug}}";
    const displayFields = shown ? [shown] : [valueField];
    targets.set(collection.name, {
      valueField,
      displayFields,
      searchFields: [...new Set([...(shown ? [shown] : []), ...(idField ? [idField] : [])])],
    });
  }
  return targets;
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

function fieldOf(
  name: string,
  property: JsonSchema,
  required: boolean,
  targets: ReadonlyMap<string, RelationTarget>,
): EditorField {
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
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (types.includes("integer") ? 1 : 0) : undefined);
    const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (types.includes("integer") ? 1 : 0) : undefined);
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
  } else if (types.includes("boolean")) {
    field.widget = "boolean";
  } else if (types.includes("array")) {
    const item = schema.items ?? {};
    if (item.relation) {
      // A list of ids of another collection: one relation field that takes several.
      const relation = fieldOf(name, { ...item, title: field.label, description: schema.description, medical: schema.medical }, required && !nullable, targets);
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

function objectFields(schema: JsonSchema, targets: ReadonlyMap<string, RelationTarget>): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => editorField(name, property, required.has(name), targets));
}

/** One collection of the registry as the editor's collection (files under content/{{locale}}/). */
export function editorCollection(collection: CollectionDefinition, targets: ReadonlyMap<string, RelationTarget>): EditorCollection {
  const schema = fileJsonSchema(collection.schema);
  const fields = objectFields(schema, targets);
  const base: EditorCollection = {
    name: collection.name,
    label: collection.label,
    ...(collection.labelSingular ? { label_singular: collection.labelSingular } : {}),
    ...(collection.description ? { description: collection.description } : {}),
    i18n: true,
    ...(collection.editor?.preview ? { preview: collection.editor.preview } : {}),
  };
  if ("file" in collection.source) {
    const file = collection.source.file;
    return {
      ...base,
      files: [{ name: collection.name, label: collection.label, file: `content/{{locale}}/${file}`, i18n: true as const, fields }],
    };
  }
  const { folder, extension } = collection.source;
  const markdown = extension === "md";
  const idField = collection.idField;
  return {
    ...base,
    folder: `content/{{locale}}/${folder}`,
    extension,
    format: markdown ? "frontmatter" : "json",
    create: true,
    delete: true,
    ...(idField ? { identifier_field: idField, slug: `{{${idField}}}` } : {}),
    ...(collection.editor?.summary ? { summary: collection.editor.summary } : {}),
    // The list opens in the first sortable field's order: a collection the site shows by position
    // (centres, articles) is listed as the site lists it.
    ...(collection.editor?.sortableFields?.[0]
      ? { sortable_fields: { fields: [...collection.editor.sortableFields], default: { field: collection.editor.sortableFields[0], direction: "ascending" as const } } }
      : {}),
    fields: [
      ...fields,
      // A Markdown file's text after its front matter: Sveltia's `body` field.
      ...(markdown && !fields.some((field) => field.name === "body")
        ? [{ name: "body", label: "Text", widget: "markdown" as const, i18n: true as const }]
        : []),
    ],
  };
}

/** The i18n settings: one folder per locale, content/<locale>/; the first is the default, holding the facts. */
export function editorI18n(locales: readonly string[]) {
  return { structure: "multiple_folders" as const, locales: [...locales], default_locale: locales[0] ?? "en" };
}

/** Every collection of the registry, for the editor. */
export function editorCollections(collections: readonly CollectionDefinition[]): EditorCollection[] {
  const targets = relationTargets(collections);
  return collections.map((collection) => editorCollection(collection, targets));
}

/**
 * The editor's configuration but its backend (where it saves, which depends on the environment:
 * app/admin/editor-settings.ts adds it in the browser). `preview` on a collection names the site's
 * preview (app/admin/previews.tsx); the editor's page takes it out before Sveltia reads the config.
 */
export function editorBaseConfig(collections: readonly CollectionDefinition[], locales: readonly string[]) {
  return {
    // The configuration is given whole to CMS.init: no config.yml is fetched.
    load_config_file: false as const,
    // An optional field left empty is left out of the file, not written as "" or [] (which the
    // schemas refuse: an optional image is a path or nothing).
    output: { omit_empty_optional_fields: true },
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    i18n: editorI18n(locales),
    collections: editorCollections(collections),
  };
}
