import { readFileSync } from "node:fs";
import path from "node:path";
import { pageFiles, urlOfPageFile } from "#scripts/build-html.mjs";
import { client } from "#tests/deploy-cases.ts";

// The pre-rendered pages of the test build (build-e2e/client), read from disk: the files and the URL
// each is served at come from scripts/build-html.mjs, the one reader of the build's layout (Astro writes
// `about.html`, served at /about; every `404.html` is a not-found page, not a page of its own URL).
// seo-head-tags.spec.ts holds the served HTML of every URL to these files over HTTP, so reading them is
// reading what a crawler gets.

/** The HTML file of every pre-rendered URL, by URL (the not-found files are not pages of a URL). */
export function builtPageFiles(): Map<string, string> {
  return new Map(pageFiles(client).map((file) => [urlOfPageFile(file), path.join(client, file)]));
}

/** The pre-rendered HTML of one URL, as the build wrote it. */
export function readBuiltPage(url: string, files = builtPageFiles()): string {
  const file = files.get(url);
  if (!file) throw new Error(`No pre-rendered page for ${url}`);
  return readFileSync(file, "utf8");
}

/**
 * A not-found page ("/test-details/404.html"), by default the site's own: the servers send the nearest
 * one above an unknown URL.
 */
export const readNotFoundPage = (file = "/404.html") => readFileSync(path.join(client, file), "utf8");
