// The content editor's build served, and its test backend's repository written into a real Chromium's
// storage (OPFS), for the editor benchmark (scripts/bench-editor.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { createSiteServer } from "./server.mjs";

/** Where the test backend keeps its repository (Sveltia's source; tests/e2e/editor.spec.ts). */
const TEST_BACKEND_FOLDER = "sveltia-cms-test";

/** Serves a build's client folder with its serve.json on a free port of 127.0.0.1. */
export async function serve(client) {
  const config = JSON.parse(readFileSync(path.join(client, "..", "serve.json"), "utf8"));
  const server = createSiteServer({ root: client, config });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

/** Writes the repository into the test backend's folder of OPFS, from a plain file of the editor's origin. */
export async function seed(page, editor, files) {
  await page.goto(`${editor}/robots.txt`);
  await page.evaluate(async (folder) => {
    const storage = await navigator.storage.getDirectory();
    await storage.removeEntry(folder, { recursive: true }).catch(() => undefined);
    await storage.getDirectoryHandle(folder, { create: true });
  }, TEST_BACKEND_FOLDER);
  for (let start = 0; start < files.length; start += 1000) {
    await page.evaluate(
      async ({ folder, batch }) => {
        const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
        await Promise.all(
          batch.map(async (file) => {
            const parts = file.path.split("/");
            let directory = repository;
            for (const part of parts.slice(0, -1)) directory = await directory.getDirectoryHandle(part, { create: true });
            const writable = await (await directory.getFileHandle(parts.at(-1), { create: true })).createWritable();
            await writable.write(file.text);
            await writable.close();
          }),
        );
      },
      { folder: TEST_BACKEND_FOLDER, batch: files.slice(start, start + 1000) },
    );
  }
}
