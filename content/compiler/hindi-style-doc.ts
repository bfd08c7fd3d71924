import { abbreviations, differentWords, nameFields, nukta, register, spellings, terms, type Preferred } from "./hindi-style.ts";

/**
 * The tables of docs/hindi-style.md, written from the lists the test holds (./hindi-style.ts):
 * `node scripts/hindi-style-doc.mjs` puts them between the markers; hindi-style.test.ts fails when the
 * document's tables differ from the lists.
 */

export const BEGIN =
  "<!-- hindi-style:begin (written by `node scripts/hindi-style-doc.mjs` from content/compiler/hindi-style.ts; do not edit by hand) -->";
export const END = "<!-- hindi-style:end -->";

const cell = (text: string) => text.replace(/\|/g, "\\|");
const list = (forms: readonly string[]) => forms.map((form) => cell(form)).join(", ");

function table(entries: readonly Preferred[], header: string): string {
  const rows = entries.map((entry) => {
    const allowed =
      (entry.allowedIn ? ` Allowed inside: ${list(entry.allowedIn)}.` : "") +
      (entry.allowedInFields ? ` Allowed in the field: ${list(entry.allowedInFields)}.` : "");
    return `| ${cell(entry.use)} | ${list(entry.not)} | ${cell(entry.note)}${allowed} |`;
  });
  return [`| ${header} | Not | Note |`, "|---|---|---|", ...rows].join("\n");
}

/** The generated part of the style sheet, markers included. */
export function styleSheetTables(): string {
  return [
    BEGIN,
    "",
    "### Terms: one word for each thing",
    "",
    table(terms, "Write"),
    "",
    "### Spellings: one spelling per word",
    "",
    table(spellings, "Write"),
    "",
    "### Register: आप",
    "",
    table(register, "Write"),
    "",
    "### Nukta, names and abbreviations",
    "",
    `- Never a nukta on ${nukta.never.join(", ")}; names that keep one, as their owners write them: ${list(nukta.names)}.`,
    `- Two words, not one word spelt two ways: ${differentWords.map(([a, b]) => `${a} / ${b}`).join("; ")}.`,
    `- Hindi abbreviations that keep their dot: ${abbreviations.map((word) => `${word}.`).join(", ")} (English ones too: Dr., P. vivax)`,
    `- Names written "Hindi (English)": ${nameFields.map(({ folder, field }) => `\`content/hi/${folder}/*.json\` ${field}`).join(", ")}.`,
    "",
    END,
  ].join("\n");
}
