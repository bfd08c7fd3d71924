import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { copyContentData } from "#scripts/locale-modules.mjs";
import { scaled } from "#tests/machine-slowness.ts";
import { compileAllContent } from "./content-compile.mjs";

// The build's first step on a corrupted copy of the real content: it stops with the file, the field,
// what is wrong and what is allowed, and leaves the last good output alone (the site stays as it was).
const root = fileURLToPath(new URL("..", import.meta.url));
let copy;
afterEach(() => rmSync(copy, { recursive: true, force: true }));

function corruptedCopy(file, change) {
  copy = mkdtempSync(path.join(tmpdir(), "content-copy-"));
  copyContentData(root, copy);
  const full = path.join(copy, file);
  writeFileSync(full, JSON.stringify(change(JSON.parse(readFileSync(full, "utf8")))));
}

// Each test compiles the whole content of both languages: about a second idle, 5–10 s at load 20.
describe("content-compile", { timeout: scaled(15_000) }, () => {
  it("compiles the real content", async () => {
    copy = mkdtempSync(path.join(tmpdir(), "content-out-"));
    expect(await compileAllContent({ outDir: copy })).toBeUndefined();
    const centres = JSON.parse(readFileSync(path.join(copy, "en/centres.json"), "utf8"));
    expect(centres.map((c) => c.id).slice(0, 2)).toEqual(["green-park", "lajpat-nagar"]);
  });

  it("stops on a bad file and writes nothing", async () => {
    corruptedCopy("content/en/centres/rohini.json", (centre) => ({ ...centre, postal: { ...centre.postal, postalCode: "11OO85" } }));
    const outDir = path.join(copy, "generated");
    const message = await compileAllContent({ contentRoot: copy, outDir });
    expect(message).toContain('content/en/centres/rohini.json: the field "postal.postalCode" is "11OO85", which is not in the right form.');
    // Said once, on the English file: the Hindi twin takes its facts from it.
    expect(message).not.toContain("content/hi/centres/rohini.json");
    expect(message.match(/The content has/g)).toHaveLength(1);
    expect(existsSync(outDir)).toBe(false);
  });

  it("stops on an overdue medical review, counted from the day of the build", async () => {
    copy = mkdtempSync(path.join(tmpdir(), "content-out-"));
    const message = await compileAllContent({ outDir: path.join(copy, "generated"), today: "2099-01-01" });
    expect(message).toMatch(/the field "review\.nextReview" says the medical review was due on \d{4}-\d\d-\d\d, so it is overdue/);
  });
});
