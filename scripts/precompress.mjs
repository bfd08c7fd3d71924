// Precompression: the build writes `x.br` (brotli) and `x.gz` (gzip, best level) beside every text file
// of build/client, once, so `npm start` sends them as they are instead of compressing on every request
// (scripts/server.mjs). Cloudflare Pages compresses at its edge by itself; there the copies are only
// unlinked extra files (docs/decisions/012-cdn-recipe-on-its-own-runtime.md).
//
// Cost must not grow faster than the pages (docs/decisions/036-precompression-that-scales.md): pages are
// many and change every build, so they get brotli quality 5 (about 2 ms a page, 11% larger than quality
// 11 at 140 ms), and so do the data files the build writes beside them, which grow with the menu (My
// Package's item shards, the search index's parts: 12–46 ms each at 11, under 1 ms at 5; decision 042);
// scripts, styles and the other few long-cached assets keep the best quality. The files
// are compressed concurrently on Node's thread pool (the async zlib calls), not one after another.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text types worth compressing. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this, the encoding headers cost about as much as they save. */
const MIN_BYTES = 1024;
/**
 * Pages and small data files (My Package's shards, the search's card chunks): fast brotli (quality 5).
 * Everything else the best (quality 11): scripts, and the large data files a first search waits for
 * (the search index's search and descriptions parts), where the bytes saved are a phone's wait.
 */
export const PAGE_BROTLI_QUALITY = 5;
export const SMALL_DATA_BYTES = 64 * 1024;
const compressedFast = (file, bytes) => file.endsWith(".html") || (file.endsWith(".json") && bytes < SMALL_DATA_BYTES);

/** Content encodings the server can send, preferred first, with their file suffix. */
export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function files(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressOne(file) {
  const raw = await readFile(file);
  const quality = compressedFast(file, raw.length) ? PAGE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: raw.length, br: br.length, gzip: gz.length };
}

/**
 * Writes the .br and .gz of every compressible file under `dir`, a few at a time on the thread pool;
 * returns the totals in bytes. `skip(file)` (a full path) leaves out files compressed already.
 */
export async function precompress(dir, { skip = () => false } = {}) {
  const candidates = [];
  for (const file of await files(dir)) {
    if (COMPRESSIBLE.test(file) && !skip(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  let next = 0;
  // Twice the cores keeps the pool busy while files are read and written.
  const workers = Array.from({ length: Math.max(2, availableParallelism() * 2) }, async () => {
    while (next < candidates.length) {
      const sizes = await compressOne(candidates[next++]);
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gzip += sizes.gzip;
    }
  });
  await Promise.all(workers);
  return totals;
}
