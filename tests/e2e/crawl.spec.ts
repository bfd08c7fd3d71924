import { expect, test, type APIRequestContext } from "@playwright/test";
import { loadEnv } from "vite";
import { siteOriginFromEnv } from "~/config/site-url";
import { siteUrls } from "~/site-urls";
import { allowanceFor } from "./helpers";

const siteOrigin = siteOriginFromEnv(loadEnv("e2e", process.cwd(), "VITE_"));

// An HTTP crawl of the production build, the way a search engine or a link checker sees it: from "/",
// every internal <a href> on every page, breadth first. Each link answers 200 (a redirect is reported),
// no page is a not-found screen, every #fragment names an element on its page, and every asset the
// pages use (images, stylesheets, scripts, the islands' modules, icons, preloads, og:image, every chunk
// a script imports, at once or on demand, url() in the stylesheets) answers 200 with a sensible content
// type.

/** Pre-rendered pages that no page links to, on purpose. */
const UNLINKED_ON_PURPOSE: Record<string, string> = {};
for (const url of siteUrls()) {
  if (url === "/services/lab") {
    UNLINKED_ON_PURPOSE[url] = "the target of the legacy /facilities/lab redirect (decision 002); the site links /services";
  } else if (url.startsWith("/facilities/")) {
    UNLINKED_ON_PURPOSE[url] = "legacy path kept for old external links (decision 002); the site links /services/{department}/{sub}";
  }
}

const CONCURRENCY = 6;
const CONTENT_TYPES: Record<string, RegExp> = {
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
function tags(html: string): Tag[] {
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

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "");
}

/**
 * JavaScript module specifiers: static imports and re-exports, and import() of string literals (a
 * keyword inside a name, as in `getAttribute("component-export")`, is not one).
 */
function moduleImports(code: string): string[] {
  return [
    ...[...code.matchAll(/(?:^|[^\w$.-])import\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!),
    ...[...code.matchAll(/(?:^|[^\w$.-])export\s*[\w*{}\s,$]+?\s*from\s*["']([^"']+)["']/g)].map((m) => m[1]!),
    ...[...code.matchAll(/(?:^|[^\w$.-])import\(\s*(["'`])([^"'`$]+)\1\s*\)/g)].map((m) => m[2]!),
  ];
}

/** The attributes of an <astro-island> that name the modules its runtime imports to hydrate it. */
const ISLAND_MODULES = ["component-url", "renderer-url", "before-hydration-url"];

function extension(pathname: string): string {
  return /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? "";
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

interface Fetched {
  status: number;
  contentType: string;
  body: string;
  /** Each redirect hop: "from → to". */
  redirects: string[];
  finalPath: string;
}

async function fetchFollowing(request: APIRequestContext, url: string, origin: string): Promise<Fetched> {
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

test("crawl from the home page: every internal link, fragment and asset works", async ({ request, baseURL }) => {
  // The crawl's work grows with the site: every pre-rendered page, the links between them (query
  // variants included) and the assets they name, requested CONCURRENCY at a time. A fixed allowance ran
  // out as pages were added and on a busy machine, so it scales with the number of pages: a second for
  // each (its request, its parse, its share of the assets) beyond a fixed minute.
  test.setTimeout(allowanceFor(siteUrls().length, 1_000, 60_000));
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  const redirectLinks: string[] = [];

  const pages = new Map<string, Fetched>(); // path + query → result
  const referrers = new Map<string, string>(); // first page linking to each URL
  const fragments: { page: string; target: string; id: string }[] = [];
  const ids = new Map<string, Set<string>>(); // final path → ids on it
  const assets = new Map<string, string>(); // asset path → first page using it

  /** Internal target of an href on `page`, as "path?query", or null for external links. */
  function internal(href: string, page: string): { target: string; hash: string } | null {
    if (/^(mailto|tel|sms|javascript|data):/i.test(href)) {
      if (/^javascript:/i.test(href)) problems.push(`${page}: a javascript: link (${href})`);
      return null;
    }
    const url = new URL(href, `${origin}${page}`);
    if (url.origin !== origin) return null;
    return { target: `${url.pathname}${url.search}`, hash: decodeURIComponent(url.hash.slice(1)) };
  }

  function asset(src: string, page: string) {
    if (!src || src.startsWith("data:")) return;
    const url = new URL(src, `${origin}${page}`);
    if (url.origin !== origin) {
      problems.push(`${page}: asset from another origin, blocked by the CSP: ${src}`);
      return;
    }
    if (!assets.has(url.pathname)) assets.set(url.pathname, page);
  }

  let frontier = ["/"];
  referrers.set("/", "(start)");
  while (frontier.length > 0) {
    const next: string[] = [];
    await inPool(frontier, async (url) => {
      const fetched = await fetchFollowing(request, url, origin);
      pages.set(url, fetched);
      const from = referrers.get(url);
      if (fetched.redirects.length > 0) redirectLinks.push(`${from} links ${fetched.redirects.join(", ")}`);
      if (fetched.status !== 200) {
        problems.push(`${from} links ${url}: status ${fetched.status}`);
        return;
      }
      const ext = extension(fetched.finalPath);
      if (!fetched.contentType.startsWith("text/html")) {
        // A download (PDF…) or another file: it must be what its name says.
        const expected = CONTENT_TYPES[ext];
        if (!expected || !expected.test(fetched.contentType)) {
          problems.push(`${from} links ${url}: content type ${fetched.contentType}`);
        }
        return;
      }
      if (ids.has(fetched.finalPath)) return; // same page, another query string: read once
      const html = fetched.body;
      const found = tags(html);
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
      if (h1s.length !== 1) problems.push(`${url}: ${h1s.length} <h1> in the pre-rendered page`);
      if (h1s.some((text) => /not found/i.test(text)) || /Page not found/.test(html)) {
        problems.push(`${from} links ${url}, which shows a not-found screen (${h1s.join(" / ")})`);
      }
      ids.set(fetched.finalPath, new Set(found.map((tag) => tag.attrs.get("id")).filter((id): id is string => !!id)));

      for (const tag of found) {
        const { name, attrs } = tag;
        if (name === "a" && attrs.has("href")) {
          const href = attrs.get("href")!;
          if (href === "" || href === "#") {
            problems.push(`${url}: a link to nothing (href="${href}")`);
            continue;
          }
          const link = internal(href, fetched.finalPath);
          if (!link) continue;
          if (link.hash) fragments.push({ page: url, target: new URL(link.target, origin).pathname, id: link.hash });
          if (!referrers.has(link.target)) {
            referrers.set(link.target, url);
            next.push(link.target);
          }
        }
        if ((name === "img" || name === "script") && attrs.get("src")) asset(attrs.get("src")!, fetched.finalPath);
        if (name === "astro-island") for (const attr of ISLAND_MODULES) if (attrs.get(attr)) asset(attrs.get(attr)!, fetched.finalPath);
        // Icons: <svg><use href="/assets/icon-sprite-….svg#Name"> (decision 007).
        if (name === "use" && attrs.get("href")) asset(attrs.get("href")!.split("#")[0]!, fetched.finalPath);
        if ((name === "img" || name === "source") && attrs.get("srcset")) {
          for (const candidate of attrs.get("srcset")!.split(",")) asset(candidate.trim().split(/\s+/)[0] ?? "", fetched.finalPath);
        }
        if (name === "link" && attrs.get("href")) {
          const rel = attrs.get("rel") ?? "";
          if (/\b(stylesheet|icon|apple-touch-icon|modulepreload|preload|manifest)\b/i.test(rel)) asset(attrs.get("href")!, fetched.finalPath);
          if (/\bcanonical\b/i.test(rel)) {
            const canonical = internal(attrs.get("href")!, fetched.finalPath);
            if (canonical && !referrers.has(canonical.target)) {
              referrers.set(canonical.target, `${url} (canonical)`);
              next.push(canonical.target);
            }
          }
        }
        if (name === "meta" && /^(og:image|twitter:image)$/.test(attrs.get("property") ?? attrs.get("name") ?? "")) {
          // Share images are absolute URLs on the public site origin (VITE_SITE_URL): check that path here.
          const shared = new URL(attrs.get("content") ?? "", siteOrigin);
          asset(shared.origin === siteOrigin ? shared.pathname : shared.href, fetched.finalPath);
        }
      }
      for (const code of inlineScripts(html)) for (const specifier of moduleImports(code)) asset(specifier, fetched.finalPath);
    });
    frontier = next;
  }

  // Fragments: the id exists on the page the link goes to.
  let fragmentsChecked = 0;
  for (const { page, target, id } of fragments) {
    const targetIds = ids.get(target);
    if (!targetIds) continue; // not a page the crawl read (its status or type is reported above)
    fragmentsChecked++;
    if (!targetIds.has(id)) problems.push(`${page} links ${target}#${id}, but that page has no id="${id}"`);
  }

  // Assets, then what they load in turn: the chunks a script imports (at once or on demand), url() in stylesheets.
  const checkedAssets = new Set<string>();
  let assetFrontier = [...assets.keys()];
  while (assetFrontier.length > 0) {
    const more: string[] = [];
    await inPool(assetFrontier, async (assetPath) => {
      checkedAssets.add(assetPath);
      const response = await request.get(assetPath, { maxRedirects: 0 });
      const type = response.headers()["content-type"] ?? "";
      const user = assets.get(assetPath);
      if (response.status() !== 200) {
        problems.push(`${assetPath} (used by ${user}): status ${response.status()}`);
        return;
      }
      const expected = CONTENT_TYPES[extension(assetPath)];
      if (!expected || !expected.test(type)) problems.push(`${assetPath} (used by ${user}): content type "${type}"`);
      const ext = extension(assetPath);
      if (ext === "js") {
        for (const specifier of moduleImports(await response.text())) {
          const resolved = new URL(specifier, `${origin}${assetPath}`);
          if (resolved.origin !== origin) {
            problems.push(`${assetPath}: imports ${specifier} from another origin`);
          } else if (!assets.has(resolved.pathname)) {
            assets.set(resolved.pathname, assetPath);
            more.push(resolved.pathname);
          }
        }
      }
      if (ext === "css") {
        for (const m of (await response.text()).matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
          const ref = m[2]!.trim();
          if (ref.startsWith("data:") || ref.startsWith("#")) continue;
          const resolved = new URL(ref, `${origin}${assetPath}`);
          if (resolved.origin !== origin) {
            problems.push(`${assetPath}: url(${ref}) from another origin`);
          } else if (!assets.has(resolved.pathname)) {
            assets.set(resolved.pathname, assetPath);
            more.push(resolved.pathname);
          }
        }
      }
    });
    assetFrontier = more.filter((p) => !checkedAssets.has(p));
  }

  // No orphan pages: the crawl reaches every pre-rendered URL but the ones declared above.
  const reached = new Set([...pages.entries()].filter(([, f]) => f.status === 200).map(([, f]) => f.finalPath));
  const orphans = siteUrls().filter((url) => !reached.has(url) && !(url in UNLINKED_ON_PURPOSE));
  const linkedAnyway = Object.keys(UNLINKED_ON_PURPOSE).filter((url) => reached.has(url));

  const summary = `${pages.size} links followed, ${reached.size} pages, ${checkedAssets.size} assets, ${fragments.length} fragment links (${fragmentsChecked} to pages read)`;
  console.log(`crawl: ${summary}`);
  test.info().annotations.push({ type: "crawl", description: summary });
  expect(problems, problems.join("\n")).toEqual([]);
  expect(redirectLinks, `links that point at a redirect:\n${redirectLinks.join("\n")}`).toEqual([]);
  expect(orphans, `pre-rendered pages no link reaches:\n${orphans.join("\n")}`).toEqual([]);
  expect(linkedAnyway, "declared unlinked but linked after all: update UNLINKED_ON_PURPOSE").toEqual([]);
  expect(reached.size).toBeGreaterThanOrEqual(siteUrls().length - Object.keys(UNLINKED_ON_PURPOSE).length);
  // 109 fragment links and 115 assets on 2026-11-26, all of them checked.
  expect(fragmentsChecked, "fragment links checked against their page").toBeGreaterThanOrEqual(50);
  expect(checkedAssets.size, "assets checked").toBeGreaterThanOrEqual(50);
});
