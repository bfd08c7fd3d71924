import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fileJsonSchema } from "./editor-config.ts";
import { hasWords, mergeWords, wordsOf } from "./translation.ts";

const schema = fileJsonSchema(
  z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    kind: z.enum(["test", "package"]),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    image: z.string(),
    aliases: z.array(z.string()),
    tests: z.array(z.string().meta({ relation: "tests" })),
    faqs: z.array(z.object({ icon: z.enum(["a", "b"]), question: z.string(), answer: z.string() })),
    note: z.string().optional(),
  }),
);
const english = {
  id: "lipid",
  name: "Lipid Profile",
  price: 450,
  kind: "test",
  reviewed: "2026-01-01",
  image: "/images/lipid.svg",
  aliases: ["lipid", "cholesterol"],
  tests: ["hdl", "ldl"],
  faqs: [
    { icon: "a", question: "Fast?", answer: "Yes, 10–12 hours." },
    { icon: "b", question: "Water?", answer: "Yes." },
  ],
};
const hindi = {
  name: "लिपिड प्रोफाइल (Lipid Profile)",
  aliases: ["lipid", "लिपिड"],
  faqs: [
    { question: "खाली पेट?", answer: "हाँ, 10–12 घंटे।" },
    { question: "पानी?", answer: "हाँ।" },
  ],
};

describe("a locale's words over the English facts", () => {
  it("takes only the words of a file: facts (ids, numbers, choices, patterns, relations, paths) stay out", () => {
    expect(wordsOf(schema, english)).toEqual({
      name: "Lipid Profile",
      aliases: ["lipid", "cholesterol"],
      faqs: [
        { question: "Fast?", answer: "Yes, 10–12 hours." },
        { question: "Water?", answer: "Yes." },
      ],
    });
    expect(hasWords(schema.properties!.faqs!, "faqs")).toBe(true);
    for (const fact of ["id", "price", "kind", "reviewed", "image", "tests"])
      expect(hasWords(schema.properties![fact]!, fact), fact).toBe(false);
  });

  it("merges the translation: Hindi words, English facts, a list of words of its own length", () => {
    expect(mergeWords(schema, english, hindi, "hi")).toEqual({
      value: {
        ...english,
        name: hindi.name,
        aliases: hindi.aliases,
        faqs: [
          { icon: "a", ...hindi.faqs[0] },
          { icon: "b", ...hindi.faqs[1] },
        ],
      },
      problems: [],
    });
  });

  it("names every word the translation lacks, and what to write", () => {
    const { problems } = mergeWords(schema, english, { ...hindi, name: " ", faqs: [hindi.faqs[0], { question: "पानी?" }] }, "hi");
    expect(problems).toEqual([
      { field: "name", problem: "has no Hindi text", allowed: 'the Hindi for "Lipid Profile"' },
      { field: "faqs[1].answer", problem: "has no Hindi text", allowed: 'the Hindi for "Yes."' },
    ]);
    expect(mergeWords(schema, english, { ...hindi, faqs: [hindi.faqs[0]] }, "hi").problems).toEqual([
      { field: "faqs", problem: "has 1 items in Hindi, but 2 in English", allowed: "the same items in the same order as the English file" },
    ]);
    expect(mergeWords(schema, english, { ...hindi, aliases: [] }, "hi").problems).toEqual([
      { field: "aliases", problem: "has no Hindi list", allowed: "a Hindi item for each of: lipid, cholesterol" },
    ]);
  });

  it("refuses a fact changed in the translation, and a field the English file does not have; a copy of a fact is allowed", () => {
    expect(mergeWords(schema, english, { ...hindi, price: 450, id: "lipid" }, "hi").problems).toEqual([]);
    expect(mergeWords(schema, english, { ...hindi, price: 400, extra: "x" }, "hi").problems).toEqual([
      {
        field: "price",
        problem: "is 400, but it is a fact that lives in the English file (450)",
        allowed: "leave it out of this file; change it in the English file, and every language shows it",
      },
      {
        field: "extra",
        problem: "is not a field of the English file",
        allowed: "only the fields the English file has; remove it, or add it to the English file first",
      },
    ]);
  });
});
