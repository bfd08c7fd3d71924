// The site's Devanagari web font (docs/decisions/033-devanagari-web-font.md): subsets of Noto Sans
// Devanagari (SIL Open Font License 1.1, app/fonts/OFL.txt), cut with HarfBuzz's subsetter (subset-font)
// from the Devanagari files of @fontsource/noto-sans-devanagari into app/fonts/, and committed there.
// app/app.css names them; the build serves them from /assets/ under content-hashed names.
//   - devanagari-400/500/600/700.woff2, one a weight the Latin text uses (docs/decisions/063-hindi-type.md):
//     the Devanagari block (U+0900–097F) with the joiners and the dotted circle: every letter, sign and
//     conjunct a Hindi page can show, whatever an editor writes.
//     Fontsource's files also carry the Vedic signs, the North Indic number forms and ₹, which no page
//     needs from this font (₹ is in every Latin font, and would make English price lists load it).
//   - language-switch-600.woff2: only the word the English pages' language switch shows ("हिन्दी",
//     app/words/en/shell.ts) with its conjunct: a few KB, where a whole face would cost some 50.
// `npm run fonts` rewrites the files and app/fonts/subsets.json (each file's source and the SHA-256 of
// both, the text it covers and its unicode-range); scripts/font-subsets.test.mjs holds the files, the
// sources, app.css and the switch's word to it.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FONTS_DIR = path.join(root, "app/fonts");
export const MANIFEST = path.join(FONTS_DIR, "subsets.json");

/** The Devanagari block, the zero-width (non-)joiners that steer its conjuncts, and the dotted circle a shaper draws under a lone sign. */
const DEVANAGARI = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x0900 + i)).join("") + "\u200C\u200D\u25CC";

/** The weights the site's Latin text is set in (Tailwind's normal, medium, semibold and bold): a Devanagari face each. */
export const DEVANAGARI_WEIGHTS = [400, 500, 600, 700];

/** A package's file, as a path the manifest can name on any machine. */
const fontsourceFile = (weight) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
const resolvePackageFile = (file) => createRequire(import.meta.url).resolve(file);

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** "U+0926, U+0928, U+093F-0940": the CSS unicode-range of a text's code points. */
export function unicodeRangeOf(text) {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** The subsets to write: a file name, its source, the text whose glyphs (and conjuncts) it keeps. */
export async function subsetPlan() {
  const { importInLocale } = await import("./locale-modules.mjs");
  const { shell } = await importInLocale("app/words/en/shell.ts", "en");
  return [
    ...DEVANAGARI_WEIGHTS.map((weight) => ({ file: `devanagari-${weight}.woff2`, source: fontsourceFile(weight), text: DEVANAGARI })),
    { file: "language-switch-600.woff2", source: fontsourceFile(600), text: shell.otherLanguage },
  ];
}

/** One subset as WOFF2, keeping the copyright and the licence's name and address (name IDs 0, 13, 14). */
async function cut(source, text) {
  const { default: subsetFont } = await import("subset-font");
  return subsetFont(readFileSync(resolvePackageFile(source)), text, { targetFormat: "woff2", preserveNameIds: [0, 13, 14] });
}

/** Writes every subset and the manifest; returns the manifest. */
export async function writeSubsets() {
  const manifest = [];
  for (const { file, source, text } of await subsetPlan()) {
    const bytes = await cut(source, text);
    writeFileSync(path.join(FONTS_DIR, file), bytes);
    manifest.push({
      file,
      source,
      sourceSha256: sha256(readFileSync(resolvePackageFile(source))),
      text,
      unicodeRange: unicodeRangeOf(text),
      bytes: bytes.length,
      sha256: sha256(bytes),
    });
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest's sources, resolved on this machine (for the test). */
export const sourcePath = resolvePackageFile;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes, unicodeRange } of await writeSubsets()) console.log(`app/fonts/${file}: ${bytes} bytes, ${unicodeRange}`);
}
