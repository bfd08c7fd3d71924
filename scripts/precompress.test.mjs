import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

const brotliAt = (bytes, quality) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

describe("precompression", () => {
  let dir;
  let totals;
  const page = Buffer.from(Array.from({ length: 400 }, (_, i) => `<li class="card">Test ${i} costs ₹${i * 7}</li>`).join("\n"));
  const data = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Test ${i}`, price: i * 7 }))));
  // A search part of 3,000 entries: over 64 KB, fetched whole on a first search.
  const bigData = Buffer.from(JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `Test ${i}`, price: i * 7 }))));
  const script = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i} * 2;`).join("\n"));
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "test-details"), { recursive: true });
    await mkdir(path.join(dir, "assets"), { recursive: true });
    for (let i = 0; i < 40; i++) await writeFile(path.join(dir, "test-details", `${i}.html`), page);
    await writeFile(path.join(dir, "assets", "app.js"), script);
    await mkdir(path.join(dir, "search"), { recursive: true });
    await writeFile(path.join(dir, "search", "part.json"), data);
    await writeFile(path.join(dir, "search", "index.json"), bigData);
    await writeFile(path.join(dir, "small.html"), "<p>tiny</p>");
    await writeFile(path.join(dir, "logo.png"), page);
    // Once for every test here, so that each reads the copies whatever order the tests run in.
    totals = await precompress(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy of every text file of 1 KB or more, in nested folders, and nothing else", async () => {
    expect(totals.files).toBe(43);
    for (const file of ["test-details/0.html", "test-details/39.html", "assets/app.js", "search/part.json"]) {
      const raw = await readFile(path.join(dir, file));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).equals(raw), file).toBe(true);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(raw), file).toBe(true);
    }
    await expect(readFile(path.join(dir, "small.html.br"))).rejects.toThrow();
    await expect(readFile(path.join(dir, "logo.png.br"))).rejects.toThrow();
  });

  it("leaves out the files `skip` names (a language's pages compressed beside its build)", async () => {
    const other = await mkdtemp(path.join(tmpdir(), "precompress-skip-"));
    try {
      await mkdir(path.join(other, "hi"), { recursive: true });
      await writeFile(path.join(other, "hi", "about.html"), page);
      await writeFile(path.join(other, "about.html"), page);
      const totals = await precompress(other, { skip: (file) => file.startsWith(path.join(other, "hi") + path.sep) });
      expect(totals.files).toBe(1);
      await expect(readFile(path.join(other, "hi", "about.html.br"))).rejects.toThrow();
      expect((await readFile(path.join(other, "about.html.br"))).length).toBe(brotliAt(page, 5).length);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it("compresses pages and small data files at brotli quality 5, scripts and large data files at the best, 11", async () => {
    expect(bigData.length).toBeGreaterThan(64 * 1024);
    expect((await readFile(path.join(dir, "search/index.json.br"))).length).toBe(brotliAt(bigData, 11).length);
    expect((await readFile(path.join(dir, "test-details/7.html.br"))).length).toBe(brotliAt(page, 5).length);
    expect(brotliAt(data, 5).length).not.toBe(brotliAt(data, 11).length);
    expect((await readFile(path.join(dir, "search/part.json.br"))).length).toBe(brotliAt(data, 5).length);
    expect((await readFile(path.join(dir, "assets/app.js.br"))).length).toBe(brotliAt(script, 11).length);
  });
});
