// `node scripts/compare-builds.mjs <before> <after>`: whether two builds of the site (two build/ folders) are the
// same site, for a change meant to alter none of its output (docs/decisions/066-language-as-an-import-condition.md):
// the same files, each with the same bytes. A bundled script's name carries a hash of its bytes and an island's
// `uid` is Astro's own count, so where two files differ they are compared again with those normalised
// (names "x.<hash>.js" → "x.#.js", `uid="…"` → `uid="#"`), a compressed file (.br, .gz) by what it holds;
// files equal only so are counted apart. Exit 0: the same site; 1: a file only on one side, or differing; 2: usage.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// Vite's and Astro's asset names: "<name>.<8 characters of base64url hash>.<extension>".
const HASHED_NAME = /(?<=[\w-])\.[\w-]{8}(?=\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|json)\b)/g;
const ISLAND_UID = /\buid="[^"]*"/g;

/** A file's path or text with its asset hashes and island ids replaced by one mark. */
export function normalised(text) {
  return text.replace(HASHED_NAME, ".#").replace(ISLAND_UID, 'uid="#"');
}

/** Every file under `dir`, as paths relative to it with "/" separators, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** What a file holds: a compressed file decompressed. */
function contentOf(file) {
  const bytes = readFileSync(file);
  if (file.endsWith(".br")) return brotliDecompressSync(bytes);
  if (file.endsWith(".gz")) return gunzipSync(bytes);
  return bytes;
}

/** Files of one side not matched by path, by their normalised path. */
function groupedByNormalisedPath(files) {
  const groups = new Map();
  for (const file of files) groups.set(normalised(file), [...(groups.get(normalised(file)) ?? []), file]);
  return groups;
}

/**
 * The two builds compared: the files only in one, the files that differ, and the files equal only once
 * normalised; `compared` counts the pairs. Files are paired by path; those left, by normalised path and
 * normalised content (two chunks may share a name and differ by hash alone).
 * @returns {{ compared: number, onlyBefore: string[], onlyAfter: string[], differing: string[], equalOnceNormalised: string[] }}
 */
export function compareBuilds(beforeDir, afterDir) {
  const [beforeFiles, afterFiles] = [filesUnder(beforeDir), filesUnder(afterDir)];
  const afterSet = new Set(afterFiles);
  const beforeSet = new Set(beforeFiles);
  const result = { compared: 0, onlyBefore: [], onlyAfter: [], differing: [], equalOnceNormalised: [] };
  const normalisedText = (dir, file) => normalised(String(contentOf(path.join(dir, file))));
  for (const file of beforeFiles) {
    if (!afterSet.has(file)) continue;
    result.compared += 1;
    if (readFileSync(path.join(beforeDir, file)).equals(readFileSync(path.join(afterDir, file)))) continue;
    if (normalisedText(beforeDir, file) === normalisedText(afterDir, file)) result.equalOnceNormalised.push(file);
    else result.differing.push(file);
  }
  const beforeLeft = groupedByNormalisedPath(beforeFiles.filter((file) => !afterSet.has(file)));
  const afterLeft = groupedByNormalisedPath(afterFiles.filter((file) => !beforeSet.has(file)));
  for (const [key, afters] of afterLeft) {
    const befores = (beforeLeft.get(key) ?? []).map((file) => ({ file, text: normalisedText(beforeDir, file) }));
    for (const afterFile of afters) {
      const text = normalisedText(afterDir, afterFile);
      const match = befores.findIndex((candidate) => candidate.text === text);
      if (match === -1) {
        result.onlyAfter.push(afterFile);
        continue;
      }
      befores.splice(match, 1);
      result.compared += 1;
      result.equalOnceNormalised.push(afterFile);
    }
    beforeLeft.set(
      key,
      befores.map(({ file }) => file),
    );
  }
  for (const files of beforeLeft.values()) result.onlyBefore.push(...files);
  result.onlyBefore.sort();
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error("Usage: node scripts/compare-builds.mjs <before build folder> <after build folder>");
    process.exit(2);
  }
  const started = Date.now();
  const result = compareBuilds(beforeDir, afterDir);
  const list = (label, files) => files.length > 0 && console.log(`${label} (${files.length}):\n  ${files.slice(0, 50).join("\n  ")}`);
  list("Only in the first", result.onlyBefore);
  list("Only in the second", result.onlyAfter);
  list("Differing", result.differing);
  list("Equal once asset hashes and island ids are normalised", result.equalOnceNormalised);
  const same = result.onlyBefore.length + result.onlyAfter.length + result.differing.length === 0;
  console.log(
    `${result.compared} files compared in ${((Date.now() - started) / 1000).toFixed(1)} s: ${same ? "the same site" : "NOT the same site"}` +
      ` (${result.compared - result.equalOnceNormalised.length} byte-identical, ${result.equalOnceNormalised.length} equal once normalised).`,
  );
  process.exit(same ? 0 : 1);
}
