import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the content-review tests (app/domain/content-review.*.test.ts) read as text: every content file of
 * both languages and the words written in code, and the places a pattern finds in them.
 */

const contentRoot = path.resolve(process.cwd(), "content");

/** Every content file of both languages, with its text: JSON and Markdown. */
export function contentFiles(): { file: string; text: string }[] {
  return ["en", "hi"].flatMap((locale) =>
    (readdirSync(path.join(contentRoot, locale), { recursive: true }) as string[])
      .filter((name) => /\.(json|md)$/.test(name))
      .map((name) => {
        const file = `content/${locale}/${name.split(path.sep).join("/")}`;
        return { file, text: readFileSync(path.join(contentRoot, locale, name), "utf8") };
      }),
  );
}

/** The words written in code, both languages (app/words/). */
export function uiWordFiles(): { file: string; text: string }[] {
  const root = path.resolve(process.cwd(), "app/words");
  return ["en", "hi"].flatMap((locale) =>
    readdirSync(path.join(root, locale)).map((name) => ({
      file: `app/words/${locale}/${name}`,
      text: readFileSync(path.join(root, locale, name), "utf8"),
    })),
  );
}

/** The lines of the files that match, as "file: …match…". */
export function hits(files: { file: string; text: string }[], patterns: readonly RegExp[]): string[] {
  return files.flatMap(({ file, text }) =>
    patterns.flatMap((pattern) => {
      const found = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
      return [...text.matchAll(found)].map((m) => `${file}: …${text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 20)}…`);
    }),
  );
}
