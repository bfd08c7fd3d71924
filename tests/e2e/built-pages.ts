import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles, NON_PAGE_FILES, urlOfPageFile } from "../../scripts/build-html.mjs";
import { client } from "../deploy-cases";

// The pre-rendered pages of the test build (build-e2e/client), read from disk: the files and the URL
// each is served at come from scripts/build-html.mjs, the one reader of the build's layout (the build
// flattens `about/index.html` to `about.html`, served at /about). seo.spec.ts holds the served HTML of
// every URL to these files over HTTP, so reading them is reading what a crawler gets.

/** The HTML file of every pre-rendered URL, by URL (the not-found files are not pages of a URL). */
export function builtPageFiles(): Map<string, string> {
  const files = htmlFiles(client).filter((file) => !NON_PAGE_FILES.includes(file));
  return new Map(files.map((file) => [urlOfPageFile(file), path.join(client, file)]));
}

/** The pre-rendered HTML of one URL, as the build wrote it. */
export function readBuiltPage(url: string, files = builtPageFiles()): string {
  const file = files.get(url);
  if (!file) throw new Error(`No pre-rendered page for ${url} in ${client}`);
  return readFileSync(file, "utf8");
}

/** The not-found page every server sends for an unknown URL. */
export const readNotFoundPage = () => readFileSync(path.join(client, "404.html"), "utf8");
