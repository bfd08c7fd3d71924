import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import { collections, locales } from "#content/collections/collections.ts";
import { PRICE_LIST_PATH as PUBLISHED_LIST_PATH } from "#scripts/menu-editor-file.mjs";
import { PRICE_LIST_FOLDER, UPLOAD_RECORD_FOLDER } from "#scripts/price-list-gate-steps.mjs";
import { editorBaseConfig, editorCollections, fileJsonSchema, MEDIA_FOLDER, PUBLIC_FOLDER } from "./editor-config.ts";
import { humanise, MEDICAL_HINT, type EditorField } from "./editor-fields.ts";

/** A small registry with one field of every kind the generator maps. */
const kinds = defineCollection({
  name: "kinds",
  label: "Kinds",
  labelSingular: "Kind",
  source: { folder: "kinds", extension: "md" },
  idField: "id",
  schema: z
    .object({
      id: z
        .string()
        .regex(/^[a-z-]+$/)
        .meta({ description: "lower-case letters and hyphens" }),
      title: z.string().min(1).meta({ title: "Title of the page" }),
      summary: z.string().meta({ widget: "text" }),
      price: z.number().int().min(1).max(99999).meta({ description: "the price in rupees, a whole number such as 450" }),
      ratio: z.number().optional(),
      popular: z.boolean(),
      kind: z.enum(["test", "package"]),
      fastingHours: z.number().int().positive().nullable().meta({ medical: true, description: "hours, or empty for no fasting" }),
      parameters: z.array(z.string().min(1)).min(1),
      faqs: z.array(z.object({ question: z.string(), answer: z.string().meta({ widget: "markdown" }) })),
      postal: z.object({ street: z.string(), postalCode: z.string().regex(/^\d{6}$/) }),
      centre: z.string().meta({ relation: "places" }),
      centres: z.array(z.string().meta({ relation: "places" })).optional(),
    })
    .strict(),
  editor: { summary: "{{title}}", preview: "test-card" },
  compile: (items) => items,
});
const places = defineCollection({
  name: "places",
  label: "Places",
  source: { folder: "places", extension: "json" },
  idField: "id",
  schema: z.object({ id: z.string(), name: z.string() }),
  compile: (items) => items,
});
const home = defineCollection({
  name: "home",
  label: "Home page",
  source: { file: "home.json" },
  schema: z.object({ heading: z.string() }),
  compile: (items) => items,
});

const byName = (fields: readonly EditorField[] | undefined, name: string) => {
  const field = fields?.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

describe("editorCollections", () => {
  const [kindsConfig, placesConfig, homeConfig] = editorCollections([kinds, places, home]);
  const field = (name: string) => byName(kindsConfig!.fields, name);

  it("lays a folder collection out as content/<locale>/<folder>, its id the file name", () => {
    expect(kindsConfig).toMatchObject({
      name: "kinds",
      label: "Kinds",
      label_singular: "Kind",
      folder: "content/{{locale}}/kinds",
      extension: "md",
      format: "frontmatter",
      i18n: true,
      identifier_field: "id",
      slug: "{{id}}",
      summary: "{{title}}",
      preview: "test-card",
    });
    expect(placesConfig).toMatchObject({ folder: "content/{{locale}}/places", extension: "json", format: "json" });
  });

  it("lays a singleton out as one file per locale", () => {
    expect(homeConfig!.files).toEqual([
      {
        name: "home",
        label: "Home page",
        file: "content/{{locale}}/home.json",
        i18n: true,
        fields: [{ name: "heading", label: "Heading", widget: "string", i18n: true }],
      },
    ]);
  });

  it("maps each kind of field to its widget, with labels, hints, patterns and limits", () => {
    expect(field("id")).toMatchObject({
      widget: "string",
      pattern: ["^[a-z-]+$", "lower-case letters and hyphens"],
      hint: "lower-case letters and hyphens",
    });
    expect(field("title")).toMatchObject({ widget: "string", label: "Title of the page" });
    expect(field("title").required).toBeUndefined();
    expect(field("summary").widget).toBe("text");
    expect(field("price")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 99999, label: "Price" });
    expect(field("ratio")).toMatchObject({ widget: "number", value_type: "float", required: false });
    expect(field("popular").widget).toBe("boolean");
    expect(field("kind")).toMatchObject({ widget: "select", options: ["test", "package"] });
    expect(field("fastingHours")).toMatchObject({ widget: "number", value_type: "int", min: 1, required: false, label: "Fasting hours" });
    expect(field("fastingHours").hint).toBe(`hours, or empty for no fasting ${MEDICAL_HINT}`);
    expect(field("parameters")).toMatchObject({ widget: "list", min: 1, field: { name: "item", widget: "string", label: "Parameter" } });
    expect(field("faqs")).toMatchObject({ widget: "list" });
    expect(byName(field("faqs").fields, "answer").widget).toBe("markdown");
    expect(field("postal").widget).toBe("object");
    expect(byName(field("postal").fields, "postalCode")).toMatchObject({
      widget: "string",
      pattern: ["^\\d{6}$", "It must match ^\\d{6}$."],
    });
  });

  it("points a relation at the other collection's id, shown by its name", () => {
    expect(field("centre")).toMatchObject({
      widget: "relation",
      collection: "places",
      value_field: "id",
      display_fields: ["name"],
      search_fields: ["name", "id"],
    });
    expect(field("centres")).toMatchObject({ widget: "relation", collection: "places", multiple: true, required: false });
  });

  it("lets a second locale translate the words and keeps the facts in the English file only", () => {
    expect(field("title").i18n).toBe(true);
    expect(field("faqs").i18n).toBe(true);
    expect(byName(field("faqs").fields, "answer").i18n).toBe(true);
    for (const fact of ["id", "price", "kind", "centre", "centres", "popular"]) expect(field(fact).i18n, fact).toBeUndefined();
    expect(byName(field("postal").fields, "postalCode").i18n).toBeUndefined();
  });

  it("adds a Markdown collection's body", () => {
    expect(field("body")).toEqual({ name: "body", label: "Text", widget: "markdown", i18n: true });
  });

  it("refuses a relation to a collection that does not exist", () => {
    const broken = defineCollection({
      name: "broken",
      label: "Broken",
      source: { folder: "broken", extension: "json" },
      schema: z.object({ id: z.string(), to: z.string().meta({ relation: "nowhere" }) }),
      compile: (items) => items,
    });
    expect(() => editorCollections([broken])).toThrow(/"nowhere", which does not exist/);
  });
});

describe("the lists' order", () => {
  it("opens a list in its first sortable field's order: the centres by their position, as /locations shows them", () => {
    const centres = editorCollections(collections).find((c) => c.name === "centres");
    expect(centres?.sortable_fields).toEqual({ fields: ["order", "name"], default: { field: "order", direction: "ascending" } });
  });
});

describe("humanise", () => {
  it("turns a field name into words", () => {
    expect(humanise("postalCode")).toBe("Postal code");
    expect(humanise("next_review")).toBe("Next review");
  });
});

describe("editorBaseConfig", () => {
  it("keeps the staff's uploads in public/images/uploads, one folder per locale, no config file", () => {
    const config = editorBaseConfig(collections, locales);
    expect(config).toMatchObject({
      load_config_file: false,
      media_folder: MEDIA_FOLDER,
      public_folder: PUBLIC_FOLDER,
      i18n: { structure: "multiple_folders", locales: ["en", "hi"], default_locale: "en" },
    });
    expect(MEDIA_FOLDER).toBe(`public${PUBLIC_FOLDER}`);
  });
});

describe("the price lists (uploaded CSVs, imported by the pull request's workflow)", () => {
  const priceLists = editorBaseConfig(collections, locales).collections.find((collection) => collection.name === "price-lists")!;

  it("keep each upload's record where the import removes it, and the CSV, only a .csv, in content/price-lists", () => {
    expect(priceLists).toMatchObject({ i18n: false, folder: "content/en/price-lists", extension: "json", format: "json", create: true });
    expect(priceLists.fields?.map((field) => [field.name, field.widget])).toEqual([
      ["title", "string"],
      ["file", "file"],
    ]);
    expect(priceLists.fields?.[1]).toMatchObject({
      accept: ".csv",
      choose_url: false,
      media_folder: "/content/price-lists",
      public_folder: "/content/price-lists",
    });
  });

  it("are where the price-list gate looks for them, and link to the list the editor's build publishes", () => {
    expect(priceLists.folder).toBe(UPLOAD_RECORD_FOLDER);
    expect(priceLists.fields?.[1]?.media_folder).toBe(`/${PRICE_LIST_FOLDER}`);
    expect(PUBLISHED_LIST_PATH).toBe("/price-list.csv");
    expect(priceLists.fields?.[1]?.hint).toContain("[download it here](/price-list.csv)");
  });
});

/**
 * The generated configuration against the schemas of the real registry, field by field, so that the
 * editor and the build cannot drift apart: every field of every file schema is in the editor with the
 * widget, `required` and options its schema gives it, and nothing else is.
 */
describe("the editor's configuration and the content schemas", () => {
  const config = editorBaseConfig(collections, locales);
  const names = new Set(config.collections.map((collection) => collection.name));

  type Json = ReturnType<typeof fileJsonSchema> & Record<string, unknown>;
  const unwrap = (schema: Json): { schema: Json; nullable: boolean } => {
    const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    const others = variants?.filter((variant) => variant.type !== "null");
    return others?.length === 1 && others.length < variants!.length
      ? { schema: { ...others[0]!, ...schema }, nullable: true }
      : { schema, nullable: false };
  };
  const expectedWidget = (schema: Json): EditorField["widget"] => {
    if (schema.relation) return "relation";
    if (schema.enum) return "select";
    const type = schema.type;
    if (type === "integer" || type === "number") return "number";
    if (type === "boolean") return "boolean";
    if (type === "array") return (schema.items as Json | undefined)?.relation ? "relation" : "list";
    if (type === "object") return "object";
    return (schema.widget as EditorField["widget"] | undefined) ?? "string";
  };

  function compare(where: string, schema: Json, fields: readonly EditorField[]) {
    const properties = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set(schema.required ?? []);
    const ownFields = fields.filter((field) => !(field.name === "body" && field.widget === "markdown" && !properties.body));
    expect(ownFields.map((field) => field.name).sort(), where).toEqual(Object.keys(properties).sort());
    for (const [name, property] of Object.entries(properties)) {
      const field = byName(fields, name);
      const { schema: inner, nullable } = unwrap(property);
      const at = `${where}.${name}`;
      expect(field.widget, at).toBe(expectedWidget(inner));
      expect(field.required === false, at).toBe(!required.has(name) || nullable);
      if (inner.enum) expect(field.options, at).toEqual((inner.enum as unknown[]).filter((option) => option !== null));
      if (inner.pattern) expect(field.pattern?.[0], at).toBe(inner.pattern);
      if (inner.medical) expect(field.hint, at).toContain(MEDICAL_HINT);
      if (inner.title) expect(field.label, at).toBe(inner.title);
      if (field.widget === "relation") {
        expect(names, `${at} points at ${field.collection}`).toContain(field.collection);
      }
      const items = inner.items as Json | undefined;
      if (field.widget === "object") compare(at, inner, field.fields ?? []);
      if (field.widget === "list" && items?.type === "object") compare(`${at}[]`, items, field.fields ?? []);
      if (field.widget === "list" && items?.type !== "object")
        expect(field.field?.widget, `${at}[]`).toBe(expectedWidget(unwrap(items ?? {}).schema));
    }
  }

  it("has every collection of the registry, in its order, then the price lists", () => {
    expect(config.collections.map((collection) => collection.name)).toEqual([
      ...collections.map((collection) => collection.name),
      "price-lists",
    ]);
  });

  for (const collection of collections) {
    it(`${collection.name}: every field of its file schema, with its widget, required and options`, () => {
      const generated = config.collections.find((c) => c.name === collection.name)!;
      const fields = generated.fields ?? generated.files?.[0]?.fields ?? [];
      compare(collection.name, fileJsonSchema(collection.schema) as Json, fields);
      if ("folder" in collection.source) expect(generated.folder).toBe(`content/{{locale}}/${collection.source.folder}`);
      else expect(generated.files?.[0]?.file).toBe(`content/{{locale}}/${collection.source.file}`);
    });
  }
});
