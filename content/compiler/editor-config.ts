import { z } from "zod";
import type { CollectionDefinition } from "#content/collections/collection.ts";
import { objectFields, type EditorField, type RelationTarget } from "./editor-fields.ts";
import { priceListCollection } from "./editor-price-list.ts";
import type { JsonSchema } from "./json-schema.ts";

/**
 * The editor's (Sveltia CMS, /admin) configuration, generated from the collections' registry and
 * their file schemas, so the fields the staff fill in are exactly the fields the build checks
 * (docs/decisions/023-git-based-editor.md). Pure: scripts/content-compile.mjs writes the collections
 * part to content/generated/editor-config.json, the editor's page adds the backend of its
 * environment (app/admin/editor-settings.ts). Each field of a file is mapped by ./editor-fields.ts.
 */

/** The folder the staff's uploaded images go to, and the URL the site serves them at. */
export const MEDIA_FOLDER = "public/images/uploads";
export const PUBLIC_FOLDER = "/images/uploads";

export interface EditorCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  /** Every collection of the registry is in both languages; the price lists are not (./editor-price-list.ts). */
  i18n: boolean;
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
  /** The price lists have nothing to preview (./editor-price-list.ts). */
  editor?: { preview: false };
  /** Which of the site's previews (app/admin/previews.tsx) shows an entry; not a Sveltia option, removed before init. */
  preview?: string;
}

/** The file schema's JSON Schema (what a file may hold, before zod's defaults and transforms). */
export function fileJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
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
      ? {
          sortable_fields: {
            fields: [...collection.editor.sortableFields],
            default: { field: collection.editor.sortableFields[0], direction: "ascending" as const },
          },
        }
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
    // The registry's collections, then the price lists the staff upload (./editor-price-list.ts).
    collections: [...editorCollections(collections), priceListCollection()],
  };
}
