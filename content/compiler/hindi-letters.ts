import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * What a Hindi string is and where it sits, for the style check (./hindi-style-check.ts): the letters, a
 * content file's strings by field and a Markdown file's lines. Apart from ./hindi-texts.ts, which also
 * reads the word modules with the TypeScript compiler, so that `npm run content` (./compile.ts) checks the
 * Hindi files without loading it.
 */

/** One Hindi string as the site holds it: its file, where in the file (a field, a line and key), the text. */
export interface HindiText {
  readonly file: string;
  readonly where: string;
  readonly text: string;
  /** A template of a word module as its source writes it, the strings of its conditions included. */
  readonly code?: string;
}

/** A Devanagari letter, vowel sign or nukta (not the danda), or a joiner: what a Hindi word is made of. */
export const LETTER = "\\u0900-\\u0963\\u0966-\\u097F\\u200C\\u200D";
export const HINDI = new RegExp(`[${LETTER}]`);

/** Every string value of a content file's JSON, by its field: "features[2].title". */
export function textsOfJson(file: string, data: unknown, at = ""): HindiText[] {
  if (typeof data === "string") return [{ file, where: at || "(the file)", text: data }];
  if (Array.isArray(data)) return data.flatMap((value, index) => textsOfJson(file, value, `${at}[${index}]`));
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([key, value]) => textsOfJson(file, value, at ? `${at}.${key}` : key));
  return [];
}

/** Each line of a Markdown file (front matter and body) that has Hindi in it, by its number. */
export function textsOfMarkdown(file: string, source: string): HindiText[] {
  return source.split("\n").flatMap((text, index) => (HINDI.test(text) ? [{ file, where: `line ${index + 1}`, text }] : []));
}

export function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const relative = `${folder}/${name}`;
      return statSync(path.join(root, relative)).isDirectory() ? filesUnder(root, relative) : [relative];
    });
}
