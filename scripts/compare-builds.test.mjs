import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compareBuilds, normalised } from "./compare-builds.mjs";

const folders = [];

/** A build folder holding `files` (path → text, or bytes). */
function buildOf(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "compare-builds-"));
  folders.push(dir);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("normalised", () => {
  it("marks asset hashes and island ids, and nothing else", () => {
    expect(normalised('<astro-island uid="Z2ab3Kx" component-url="/_astro/Search.B3xk_9Qa.js"></astro-island>')).toBe(
      '<astro-island uid="#" component-url="/_astro/Search.#.js"></astro-island>',
    );
    expect(normalised("_astro/page.Dq1-z7Yt.css.br")).toBe("_astro/page.#.css.br");
    expect(normalised("a price of 1234.56789012 rupees; guide.pdf; hi/index.html")).toBe(
      "a price of 1234.56789012 rupees; guide.pdf; hi/index.html",
    );
  });
});

describe("compareBuilds", () => {
  it("finds two equal builds the same, file for file", () => {
    const files = { "index.html": "<p>Home</p>", "hi/index.html": "<p>होम</p>", "_astro/a.AAAAAAAA.js": "x" };
    expect(compareBuilds(buildOf(files), buildOf(files))).toEqual({
      compared: 3,
      onlyBefore: [],
      onlyAfter: [],
      differing: [],
      equalOnceNormalised: [],
    });
  });

  it("pairs renamed chunks by content, even two of one name, and compares compressed files by what they hold", () => {
    const before = buildOf({
      "index.html": '<astro-island uid="1" component-url="/_astro/x.AAAAAAAA.js">',
      "index.html.gz": gzipSync('<astro-island uid="1" component-url="/_astro/x.AAAAAAAA.js">'),
      "_astro/x.AAAAAAAA.js": "one",
      "_astro/x.BBBBBBBB.js": "two",
    });
    const after = buildOf({
      "index.html": '<astro-island uid="2" component-url="/_astro/x.CCCCCCCC.js">',
      "index.html.gz": gzipSync('<astro-island uid="2" component-url="/_astro/x.CCCCCCCC.js">'),
      "_astro/x.CCCCCCCC.js": "one",
      "_astro/x.DDDDDDDD.js": "two",
    });
    expect(compareBuilds(before, after)).toEqual({
      compared: 4,
      onlyBefore: [],
      onlyAfter: [],
      differing: [],
      equalOnceNormalised: ["index.html", "index.html.gz", "_astro/x.CCCCCCCC.js", "_astro/x.DDDDDDDD.js"],
    });
  });

  it("reports a changed word, a missing page and a new one", () => {
    const before = buildOf({ "index.html": "<p>Price</p>", "old.html": "o", "_astro/x.AAAAAAAA.js": "one" });
    const after = buildOf({ "index.html": "<p>कीमत</p>", "new.html": "n", "_astro/x.CCCCCCCC.js": "uno" });
    expect(compareBuilds(before, after)).toEqual({
      compared: 1,
      onlyBefore: ["_astro/x.AAAAAAAA.js", "old.html"],
      onlyAfter: ["_astro/x.CCCCCCCC.js", "new.html"],
      differing: ["index.html"],
      equalOnceNormalised: [],
    });
  });
});
