import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersIn } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";

/**
 * India's emergency number and the standard safety texts of the medical review (docs/content-review.md,
 * rules 1 and 2), each written once and quoted wherever the site gives the advice. Two files: the number
 * and its one line go on every page (the header and footer), the longer texts only where advice is given.
 */

const medical = (title: string, description: string, widget?: "text") =>
  z
    .string()
    .min(1)
    .meta({ title, description, medical: true, ...(widget ? { widget } : {}) });

const numberPlaceholder = "{{emergency-number}}";

/** A text that writes the number itself, or that must name it and does not. */
export function numberProblems(file: string, texts: Record<string, string>, mustName: readonly string[], number: string): ContentProblem[] {
  return Object.entries(texts).flatMap(([field, text]): ContentProblem[] => {
    if (new RegExp(`(^|\\D)${number}(\\D|$)`).test(text))
      return [
        {
          file,
          field,
          problem: `writes the emergency number as ${number}`,
          allowed: `${numberPlaceholder} in its place, so the number is typed once (in content/en/emergency.json)`,
        },
      ];
    if (mustName.includes(field) && !placeholdersIn(text).some(({ name }) => name === "emergency-number" || name === "emergency-line"))
      return [
        {
          file,
          field,
          problem: "does not name the emergency number",
          allowed: `a text that says ${numberPlaceholder} or {{emergency-line}} (every text offering urgent help names the number)`,
        },
      ];
    return [];
  });
}

/** Every string of a value, by its field path. */
export function textsOf(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "string") return { [path]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((item, index) => textsOf(item, `${path}[${index}]`)));
  if (typeof value === "object" && value !== null)
    return Object.assign({}, ...Object.entries(value).map(([key, item]) => textsOf(item, path ? `${path}.${key}` : key)));
  return {};
}

export const emergencyCollection = defineCollection({
  name: "emergency",
  label: "Emergency number",
  description:
    "India's emergency number and the line every place offering urgent help adds. The header and footer of every page show them.",
  source: { file: "emergency.json" },
  schema: z
    .object({
      number: z
        .string()
        .regex(/^[0-9]{3}$/)
        .meta({ title: "Emergency number", description: "the number to call in a medical emergency, 3 digits, e.g. 112", medical: true }),
      line: medical(
        "Emergency line",
        `one sentence added wherever urgent help is offered, with ${numberPlaceholder} where the number goes`,
      ),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/emergency.json`;
    return [
      ...checkPlaceholders(file, output.line, context, ["emergency-number"], "line"),
      ...numberProblems(file, { line: output.line }, ["line"], output.number),
    ];
  },
});

export const safetyCollection = defineCollection({
  name: "safety",
  label: "Safety advice",
  description:
    "The standard safety texts, quoted wherever the site gives the advice: when to call the emergency number, medicines before a test, fasting with insulin, fever. Each needs a clinician's sign-off. Say the emergency number as {{emergency-number}}.",
  source: { file: "safety.json" },
  schema: z
    .object({
      emergencySymptoms: medical(
        "Emergency symptoms",
        `one or two sentences: the symptoms that mean call ${numberPlaceholder}, not book a test`,
        "text",
      ),
      usualMedicines: medical("Usual medicines", "the first sentence of every fasting instruction about medicines", "text"),
      insulinAdviceShort: medical("Insulin warning, short", "one line for cards that show a fast"),
      insulinAdvice: medical(
        "Insulin warning",
        "what to do with insulin or sugar-lowering tablets during a fast, said with every fasting instruction",
        "text",
      ),
      childFastingAdvice: medical(
        "Children and fasting",
        "who decides how long a child fasts, said with every fasting instruction: never a baby or a child with diabetes without the doctor's advice",
        "text",
      ),
      feverAdvice: z
        .object({
          title: medical("Heading", "a few words"),
          callIf: medical("Before the signs", `the sentence before the list of signs, naming ${numberPlaceholder}`),
          signs: z
            .array(medical("Sign", "one group of signs, starting in lower case, without a full stop"))
            .min(1)
            .meta({ title: "Signs", description: "the signs to call for, in order", medical: true }),
          whileYouWait: medical("While you wait", "what to do while waiting for results", "text"),
        })
        .strict()
        .meta({ title: "Fever advice", description: "when a fever needs help straight away; the fever notice and article quote it" }),
      petFastingShort: medical("Pet fasting warning, short", "one line for cards that show a pet's fast"),
      petFastingWarning: medical("Pet fasting warning", "said with every fast a pet is asked to keep", "text"),
      medicalNote: medical("Medical note", "the note every test page, package page and article carries", "text"),
      petMedicalNote: medical("Medical note for pets", "the same note on a page about pets: their vet reads the results", "text"),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/safety.json`;
    const number = context.get("emergency").number;
    return [
      ...checkPlaceholders(file, output, context, ["emergency-number"]),
      ...numberProblems(file, textsOf(output), ["emergencySymptoms", "feverAdvice.callIf"], number),
    ];
  },
});
