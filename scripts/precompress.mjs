// Precompression: the build writes `x.br` (brotli, best quality) and `x.gz` (gzip, best level) beside
// every text file of build/client, once, so `npm start` sends them as they are instead of compressing
// on every request (scripts/server.mjs). Cloudflare Pages compresses at its edge by itself; there the
// copies are only unlinked extra files (docs/decisions/012-cdn-recipe-on-its-own-runtime.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text types worth compressing. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this, the encoding headers cost about as much as they save. */
const MIN_BYTES = 1024;

/** Content encodings the server can send, preferred first, with their file suffix. */
export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes the .br and .gz of every compressible file under `dir`; returns the totals in bytes.
 */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}
