import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";
import { collections } from "#content/collections/collections.ts";
import { copyContentData } from "#scripts/locale-modules.mjs";
import { compileContent } from "./compile.ts";

/**
 * One copy of the repository's content files (content/en and content/hi) for a test file whose cases each
 * compile a corrupted version: a case changes files in it, and before the next change and after the case
 * they are written back as they were, so the twelve hundred files are copied once a test file rather than once a case. Call at
 * the top of the test file; it registers its own clean-up.
 */
export function sharedContentCopy(repo: string) {
  let root: string | undefined;
  const originals = new Map<string, string>();
  const restore = () => {
    for (const [full, text] of originals) writeFileSync(full, text);
    originals.clear();
  };
  afterEach(restore);
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });
  return {
    /**
     * The copy's root after the changes, by path under it ("content/en/home.json"), each made to the
     * real file: what an earlier call changed is written back first, as a fresh copy would have it.
     */
    changed(changes: Record<string, (text: string) => string>): string {
      if (!root) {
        root = mkdtempSync(path.join(tmpdir(), "content-copy-"));
        copyContentData(repo, root);
      }
      restore();
      for (const [file, edit] of Object.entries(changes)) {
        const full = path.join(root, file);
        const text = readFileSync(full, "utf8");
        originals.set(full, text);
        writeFileSync(full, edit(text));
      }
      return root;
    },
  };
}

/** A content file's JSON, as a test changes it in place. */
export type ContentData = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any file's JSON

/**
 * What `npm run content` says of the copy's English content with these JSON files (paths under
 * content/en/) changed, compiled as on `today`. Throws when the corrupted copy compiles: a case that
 * expects a refusal cannot pass on a file the build takes.
 */
export function refusalOf(
  copy: ReturnType<typeof sharedContentCopy>,
  changes: Record<string, (data: ContentData) => void>,
  today: string,
): string {
  const root = copy.changed(
    Object.fromEntries(
      Object.entries(changes).map(([file, change]) => [
        `content/en/${file}`,
        (text: string) => {
          const data = JSON.parse(text) as ContentData;
          change(data);
          return JSON.stringify(data);
        },
      ]),
    ),
  );
  const result = compileContent({ root, locale: "en", collections, today });
  if (result.ok) throw new Error(`${Object.keys(changes).join(", ")}: the corrupted copy compiled`);
  return result.message;
}
