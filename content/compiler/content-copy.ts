import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";
import { copyContentData } from "#scripts/locale-modules.mjs";

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
