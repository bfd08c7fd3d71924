import { readFileSync } from "node:fs";
import path from "node:path";
import { pageFiles, urlOfPageFile } from "#scripts/build-html.mjs";
import { client } from "#tests/deploy-cases.ts";
import { parseHtml, type El } from "./html-tree.ts";

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
 * One spec's reader of the built pages as trees: the build's file list read once and each page parsed
 * once, however many of its tests read it (a reading per check cost one spec 33 s of a run).
 * `scriptingEnabled: false` reads a page as a browser with JavaScript off does (./html-tree.ts).
 */
export function builtPageTrees({ scriptingEnabled = true } = {}): (url: string) => El {
  let files: Map<string, string> | undefined;
  const trees = new Map<string, El>();
  return (url) => {
    const known = trees.get(url);
    if (known) return known;
    const tree = parseHtml(readBuiltPage(url, (files ??= builtPageFiles())), { scriptingEnabled });
    trees.set(url, tree);
    return tree;
  };
}

/**
 * A not-found page ("/test-details/404.html"), by default the site's own: the servers send the nearest
 * one above an unknown URL.
 */
export const readNotFoundPage = (file = "/404.html") => readFileSync(path.join(client, file), "utf8");
