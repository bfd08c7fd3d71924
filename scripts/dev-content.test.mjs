import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishFolder } from "./dev-content.mjs";

describe("publishing a dev content compile", () => {
  let from;
  let to;
  const write = (dir, file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  beforeEach(() => {
    from = mkdtempSync(path.join(tmpdir(), "dev-publish-from-"));
    to = mkdtempSync(path.join(tmpdir(), "dev-publish-to-"));
    write(to, "en/catalogue.json", '{"price":299}');
    write(to, "en/faqs.json", "[1]");
    write(to, "hi/catalogue.json", '{"price":299}');
    write(to, "hi/gone.json", "{}");
    write(to, "editor-config.json", "{}");
  });
  afterEach(() => {
    rmSync(from, { recursive: true, force: true });
    rmSync(to, { recursive: true, force: true });
  });

  it("replaces each changed file by a rename, adds new ones, removes stale ones and leaves the rest alone", () => {
    write(from, "en/catalogue.json", '{"price":318}');
    write(from, "en/faqs.json", "[1]");
    write(from, "hi/catalogue.json", '{"price":318}');
    write(from, "hi/new.json", "[]");
    write(from, "editor-config.json", "{}");
    const inodeBefore = (file) => statSync(path.join(to, file)).ino;
    const before = { catalogue: inodeBefore("en/catalogue.json"), faqs: inodeBefore("en/faqs.json") };

    expect(publishFolder(from, to)).toEqual(["en/catalogue.json", "hi/catalogue.json", "hi/gone.json", "hi/new.json"]);

    expect(readFileSync(path.join(to, "en/catalogue.json"), "utf8")).toBe('{"price":318}');
    expect(readFileSync(path.join(to, "hi/catalogue.json"), "utf8")).toBe('{"price":318}');
    expect(readFileSync(path.join(to, "hi/new.json"), "utf8")).toBe("[]");
    // A new file (inode) in its place: never the old one written over, which a reader could catch half-way.
    expect(statSync(path.join(to, "en/catalogue.json")).ino).not.toBe(before.catalogue);
    expect(statSync(path.join(to, "en/faqs.json")).ino).toBe(before.faqs);
    expect(readdirSync(to, { recursive: true }).sort()).toEqual([
      "editor-config.json",
      "en",
      "en/catalogue.json",
      "en/faqs.json",
      "hi",
      "hi/catalogue.json",
      "hi/new.json",
    ]);
  });

  it("changes nothing when the compile wrote the same files", () => {
    for (const file of ["en/catalogue.json", "hi/catalogue.json"]) write(from, file, '{"price":299}');
    write(from, "en/faqs.json", "[1]");
    write(from, "hi/gone.json", "{}");
    write(from, "editor-config.json", "{}");
    expect(publishFolder(from, to)).toEqual([]);
  });
});
