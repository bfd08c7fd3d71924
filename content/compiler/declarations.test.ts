import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import { homeSingleton } from "./collection-fixtures.ts";
import { declarationsOf } from "./declarations.ts";

// The declaration beside each generated JSON names its collection's output type in the registry, so a
// content module reading a field the type lacks fails typecheck: a folder collection compiled into a
// record also names its ids.
const advice = defineCollection({
  name: "advice",
  label: "Advice",
  source: { folder: "advice", extension: "md" },
  schema: z.object({ text: z.string() }),
  compile: (items) => Object.fromEntries(items.map((item) => [item.id, item.data.text])),
});
const offers = defineCollection({
  name: "offers",
  label: "Offers",
  source: { folder: "offers", extension: "json" },
  schema: z.object({ id: z.string(), name: z.string() }),
  compile: (items) => items.map((item) => item.data),
});

describe("the generated declarations", () => {
  const outputs = new Map<string, unknown>([
    ["advice", { biotin: "Stop biotin.", "alcohol-24h": "No alcohol." }],
    ["offers", [{ id: "cbc", name: "CBC" }]],
    ["home", { title: "Welcome" }],
    ["offer-names", { cbc: "CBC" }],
  ]);
  const declarations = declarationsOf(outputs, [advice, offers, homeSingleton]);

  it("writes one beside every output, a folder record naming its ids", () => {
    expect(declarations).toHaveLength(4);
    expect(declarations[0]).toEqual([
      "advice.d.json.ts",
      `// Written by scripts/content-compile.mjs: the type of ./advice.json, from its collection's definition.
import type { CollectionOutputs } from "#content/collections/collections.ts";

declare const data: { [Id in "biotin" | "alcohol-24h"]: CollectionOutputs["advice"][Id] };
export default data;
`,
    ]);
  });

  it("names a list's, a singleton's and a derived output's type as it is", () => {
    expect(declarations.map(([file]) => file)).toEqual(["advice.d.json.ts", "offers.d.json.ts", "home.d.json.ts", "offer-names.d.json.ts"]);
    expect(declarations[1]?.[1]).toContain('declare const data: CollectionOutputs["offers"];\n');
    expect(declarations[2]?.[1]).toContain('declare const data: CollectionOutputs["home"];\n');
    expect(declarations[3]?.[1]).toContain('declare const data: CollectionOutputs["offer-names"];\n');
  });
});
