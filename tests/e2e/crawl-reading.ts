import type { APIRequestContext } from "@playwright/test";

// How crawl.spec.ts fetches and reads the site: requests a few at a time, following redirects hop by hop;
// a page's tags and inline scripts; the module specifiers a script imports; the content type each file
// name calls for.

const CONCURRENCY = 6;
export const CONTENT_TYPES: Record<string, RegExp> = {
  js: /javascript/,
  mjs: /javascript/,
  css: /^text\/css/,
  svg: /^image\/svg\+xml/,
  png: /^image\/png/,
  jpg: /^image\/jpeg/,
  jpeg: /^image\/jpeg/,
  webp: /^image\/webp/,
  avif: /^image\/avif/,
  gif: /^image\/gif/,
  ico: /^image\//,
  woff2: /^font\/woff2/,
  woff: /^font\/woff/,
  pdf: /^application\/pdf/,
  json: /json/,
  webmanifest: /json/,
  txt: /^text\/plain/,
  xml: /xml/,
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
}

/** The tags of a page (script bodies left out, so JSON inside them is not read as markup). */
export function tags(html: string): Tag[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2");
  const found: Tag[] = [];
  for (const match of markup.matchAll(/<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const attr of (match[2] ?? "").matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs.set(attr[1]!.toLowerCase(), decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? ""));
    }
    found.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return found;
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "");
}

/**
 * JavaScript module specifiers: static imports and re-exports, and import() of string literals (a
 * keyword inside a name, as in `getAttribute("component-export")`, is not one).
 */
export function moduleImports(code: string): string[] {
  return [
    ...[...code.matchAll(/(?:^|[^\w$.-])import\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!),
    ...[...code.matchAll(/(?:^|[^\w$.-])export\s*[\w*{}\s,$]+?\s*from\s*["']([^"']+)["']/g)].map((m) => m[1]!),
    ...[...code.matchAll(/(?:^|[^\w$.-])import\(\s*(["'`])([^"'`$]+)\1\s*\)/g)].map((m) => m[2]!),
  ];
}

/** The attributes of an <astro-island> that name the modules its runtime imports to hydrate it. */
export const ISLAND_MODULES = ["component-url", "renderer-url", "before-hydration-url"];

export function extension(pathname: string): string {
  return /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? "";
}

export async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

export interface Fetched {
  status: number;
  contentType: string;
  body: string;
  /** Each redirect hop: "from → to". */
  redirects: string[];
  finalPath: string;
}

export async function fetchFollowing(request: APIRequestContext, url: string, origin: string): Promise<Fetched> {
  const redirects: string[] = [];
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(current, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() >= 300 && response.status() < 400 && location) {
      const next = new URL(location, `${origin}${current}`);
      redirects.push(`${current} → ${next.pathname}${next.search} (${response.status()})`);
      current = `${next.pathname}${next.search}`;
      continue;
    }
    const contentType = response.headers()["content-type"] ?? "";
    const body = /^(text\/|application\/(javascript|json))/.test(contentType) ? await response.text() : "";
    return { status: response.status(), contentType, body, redirects, finalPath: new URL(current, origin).pathname };
  }
  return { status: 0, contentType: "", body: "", redirects, finalPath: current };
}
