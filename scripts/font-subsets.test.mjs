// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shell } from "#words/shell.ts";
import { FONTS_DIR, MANIFEST, sha256, sourcePath, unicodeRangeOf } from "./font-subsets.mjs";

// The site's Devanagari font files are cut by `npm run fonts` (scripts/font-subsets.mjs) and committed:
// these tests fail when one is edited by hand, when the package they come from changes, or when the word
// of the English pages' language switch changes, until `npm run fonts` is run again.
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
const SWITCH_RANGE = "U+0926, U+0928, U+0939, U+093F-0940, U+094D";
const DEVANAGARI_RANGE = "U+0900-097F, U+200C-200D, U+25CC";

/** Each @font-face of app.css: its file's name (app/fonts/…) and its unicode-range. */
function fontFaces(css) {
  return Object.fromEntries(
    [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => [
      /url\("\.\/fonts\/([^"]+)"\)/.exec(body)?.[1],
      /unicode-range:\s*([^;]+);/.exec(body)?.[1].replace(/\s+/g, " ").trim(),
    ]),
  );
}

describe("the Devanagari font files of app/fonts/", () => {
  it("are a Devanagari face for each of the Latin text's four weights and the switch's word, as `npm run fonts` wrote them", () => {
    expect(manifest.map((entry) => entry.file)).toEqual([
      "devanagari-400.woff2",
      "devanagari-500.woff2",
      "devanagari-600.woff2",
      "devanagari-700.woff2",
      "language-switch-600.woff2",
    ]);
    for (const entry of manifest) expect(sha256(readFileSync(path.join(FONTS_DIR, entry.file))), entry.file).toBe(entry.sha256);
  });

  it("come from the installed @fontsource/noto-sans-devanagari (after an upgrade, run `npm run fonts`)", () => {
    expect(manifest).toHaveLength(5);
    for (const entry of manifest) expect(sha256(readFileSync(sourcePath(entry.source))), entry.source).toBe(entry.sourceSha256);
  });

  it("the switch's file holds the word the English pages' language switch shows", () => {
    expect(shell.otherLanguage).toBe("हिन्दी");
    expect(manifest.find((entry) => entry.file === "language-switch-600.woff2")?.text).toBe(shell.otherLanguage);
  });

  it("app.css names each file with the unicode-range of what it holds", () => {
    const expected = {
      "devanagari-400.woff2": DEVANAGARI_RANGE,
      "devanagari-500.woff2": DEVANAGARI_RANGE,
      "devanagari-600.woff2": DEVANAGARI_RANGE,
      "devanagari-700.woff2": DEVANAGARI_RANGE,
      "language-switch-600.woff2": SWITCH_RANGE,
    };
    expect(fontFaces(readFileSync(path.resolve("app/app.css"), "utf8"))).toEqual(expected);
    expect(Object.fromEntries(manifest.map((entry) => [entry.file, entry.unicodeRange]))).toEqual(expected);
  });

  it("app.css scales each Devanagari face by the measured 108% and gives it the one weight it was cut in", () => {
    const css = readFileSync(path.resolve("app/app.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body).filter((body) => body.includes("devanagari-"));
    expect(faces).toHaveLength(4);
    const declared = faces.map((body) => [
      /devanagari-(\d+)/.exec(body)?.[1],
      /font-weight:\s*([^;]+);/.exec(body)?.[1],
      /size-adjust:\s*([^;]+);/.exec(body)?.[1],
    ]);
    expect(declared).toEqual([
      ["400", "100 449", "108%"],
      ["500", "450 549", "108%"],
      ["600", "550 649", "108%"],
      ["700", "650 900", "108%"],
    ]);
  });

  it("writes a text's code points as a unicode-range, neighbours joined", () => {
    expect(unicodeRangeOf("हिन्दी")).toBe(SWITCH_RANGE);
    expect(unicodeRangeOf("ba\u0900ab")).toBe("U+0061-0062, U+0900");
  });
});
