import { expect, test } from "@playwright/test";
import { loadEnv } from "vite";
import { siteOriginFromEnv } from "#app/config/site-url.ts";
import { canonicalUrls, siteUrls } from "#app/site-urls.ts";
import {
  CONTENT_TYPES,
  extension,
  fetchFollowing,
  inlineScripts,
  inPool,
  ISLAND_MODULES,
  moduleImports,
  tags,
  type Fetched,
} from "./crawl-reading.ts";
import { allowanceFor } from "./helpers.ts";

const siteOrigin = siteOriginFromEnv(loadEnv("e2e", process.cwd(), "VITE_"));

// An HTTP crawl of the production build, the way a search engine or a link checker sees it: from "/",
// every internal <a href> on every page, breadth first. Each link answers 200 (a redirect is reported),
// no page is a not-found screen, every #fragment names an element on its page, and every asset the
// pages use (images, stylesheets, scripts, the islands' modules, icons, preloads, og:image, every chunk
// a script imports, at once or on demand, url() in the stylesheets) answers 200 with a sensible content
// type.

/** Pre-rendered pages that no page links to, on purpose. */
const UNLINKED_ON_PURPOSE: Record<string, string> = {};
const canonical = new Set(canonicalUrls());
for (const url of siteUrls()) {
  if (url === "/services/lab") {
    UNLINKED_ON_PURPOSE[url] = "the target of the legacy /facilities/lab redirect (decision 002); the site links /services";
  } else if (url.startsWith("/facilities/")) {
    UNLINKED_ON_PURPOSE[url] = "legacy path kept for old external links (decision 002); the site links /services/{department}/{sub}";
  } else if (url.startsWith("/all-tests/") && !canonical.has(url)) {
    UNLINKED_ON_PURPOSE[url] = "the A–Z's page numbers from before it became one page, kept for old links (decision 060)";
  }
}

test("crawl from the home page: every internal link, fragment and asset works", async ({ request, baseURL }) => {
  // The crawl's work grows with the site: every pre-rendered page, the links between them (query
  // variants included) and the assets they name, requested a few at a time (inPool). A fixed allowance ran
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
          if (/\b(stylesheet|icon|apple-touch-icon|modulepreload|preload|manifest)\b/i.test(rel))
            asset(attrs.get("href")!, fetched.finalPath);
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
