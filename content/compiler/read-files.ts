import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/**
 * Reading the content files (docs/editing.md): `content/<locale>/`, one JSON file per item of a
 * collection, one per singleton, and Markdown with a YAML front matter for the articles (the body is
 * the text after the front matter). Build-time only (Node): the pages import what
 * scripts/content-compile.mjs writes from these files, never the files themselves.
 */

/** One content file as read: its path from the repository root, its id (the file name) and its data. */
export interface ContentFile {
  /** Repository-relative, with forward slashes: "content/en/centres/green-park.json". */
  readonly path: string;
  /** The file name without its extension: "green-park". */
  readonly id: string;
  /** The parsed data; for Markdown, the front matter with the body under `body`. */
  readonly data: unknown;
}

/** A file that could not be read as JSON or Markdown with front matter. */
export class UnreadableFile extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Parses one file's text by its extension. Throws UnreadableFile with what is wrong in words. */
export function parseContentFile(file: string, text: string): unknown {
  if (file.endsWith(".json")) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UnreadableFile(
        file,
        `is not valid JSON (${(error as Error).message}). Open it in the editor at /admin or fix the punctuation.`,
      );
    }
  }
  if (file.endsWith(".md")) {
    const match = FRONT_MATTER.exec(text);
    if (!match)
      throw new UnreadableFile(
        file,
        "has no front matter: it must start with a line of three dashes (---), the fields, and another line of three dashes.",
      );
    let fields: unknown;
    try {
      fields = parseYaml(match[1] ?? "");
    } catch (error) {
      throw new UnreadableFile(file, `has front matter that is not valid YAML (${(error as Error).message.split("\n")[0]}).`);
    }
    if (fields === null || typeof fields !== "object" || Array.isArray(fields))
      throw new UnreadableFile(file, "has front matter that is not a list of fields.");
    return { ...(fields as Record<string, unknown>), body: (match[2] ?? "").trim() };
  }
  throw new UnreadableFile(file, "is not a .json or .md file; content files are one or the other.");
}

/** The .json and .md files of a folder, repository-relative, sorted by name. A missing folder has none. */
export function filesOf(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.(json|md)$/.test(name))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** One file; throws UnreadableFile when it is missing. */
export function readOne(root: string, file: string): ContentFile {
  const full = path.join(root, file);
  if (!existsSync(full))
    throw new UnreadableFile(file, "is missing. It holds content every build needs; restore it from the repository's history.");
  const id = path.basename(file).replace(/\.(json|md)$/, "");
  return { path: file, id, data: parseContentFile(file, readFileSync(full, "utf8")) };
}
