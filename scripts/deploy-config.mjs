// The deploy recipe's host config: Cloudflare Pages' own `_headers` and `_redirects` files, written
// into build/client when the build's pages are written, scripts/site-build.mjs (docs/deploying.md;
// docs/decisions/006-audit-and-headers.md).
//
// How Cloudflare Pages applies `_headers` (its documented rules, and its asset server's source):
// - rules match the request URL path (not the file served); `*` is a splat, `:name` one segment;
// - every matching rule applies, in file order; a header set by two rules is joined with ", " (two CSP
//   policies would both be enforced), unless the later rule first detaches it with a `! Name` line
//   (with the space: the host reads `!Name` as an invalid header pair and drops the rule's detach);
// - at most 100 rules, and no line longer than 2,000 characters;
// - an unknown URL is answered with the nearest 404.html above it (status 404: /test-details/99999
//   with /test-details/404.html, /no-such with /404.html) under that URL's rules;
// - `/about` is served from `about.html` (from `about/index.html` it would be redirected to `/about/`),
//   hence the build's page files (Astro's `build.format: "file"`).
// So: `/*` carries the base headers, HSTS and the site's not-found page's policy; a folder whose own
// not-found page has another policy gets a `/folder/*` rule with it; each group of pages with a policy
// that differs from what those give them gets one rule (a URL pattern when its pages differ only in some
// segments, and only when the not-found page that answers the unknown URLs the pattern also covers
// works under the pattern's policy) that detaches the inherited policy and sets its own; `/assets/*` swaps the cache rule.
import path from "node:path";
import { BASE_HEADERS, CACHE_HASHED_ASSET, CACHE_HTML, HSTS, REDIRECTS } from "./security-headers.mjs";

export const MAX_RULES = 100;
export const MAX_LINE_LENGTH = 2000;

/** Cloudflare's rule matcher: `*` greedy splat, `:name` one path segment, the rest literal. */
export function ruleMatches(rule, pathname) {
  const escape = (text) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");
  const pattern = rule
    .split("*")
    .map(escape)
    .join(".*")
    .replace(/:([A-Za-z]\w*)/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(pathname);
}

/**
 * One URL pattern for pages that differ only in some path segments ("/test-details/1",
 * "/test-details/2" → "/test-details/:seg2"), or null when they do not line up.
 */
export function commonPattern(urls) {
  const split = urls.map((url) => url.split("/"));
  const length = split[0].length;
  if (urls.length < 2 || split.some((parts) => parts.length !== length)) return null;
  const parts = split[0].map((part, index) => (split.every((other) => other[index] === part) ? part : `:seg${index}`));
  return parts.includes(":seg0") ? null : parts.join("/");
}

function block(path, lines) {
  return [path, ...lines.map((line) => `  ${line}`)].join("\n");
}

/** A URL no page has, for the unknown URLs a rule covers: each `:name` of a pattern stands for it. */
const UNKNOWN_SEGMENT = "~unknown~";

/** The not-found page the host answers an unknown URL with: the nearest 404.html above it, or none. */
export function nearestNotFound(notFoundPages, pathname) {
  const byFolder = new Map(notFoundPages.map((page) => [path.posix.dirname(page.file), page]));
  let folder = pathname;
  do {
    folder = path.posix.dirname(folder);
    if (byFolder.has(folder)) return byFolder.get(folder);
  } while (folder !== "/");
  return null;
}

/**
 * Whether `policy` allows everything `other` does: the same directives, each with at least the other's
 * sources (a page's policy with the hashes of a not-found page's inline scripts among its own).
 */
export function allowsAllOf(policy, other) {
  const parse = (text) =>
    new Map(
      text
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name.toLowerCase(), new Set(sources)]),
    );
  const mine = parse(policy);
  const theirs = parse(other);
  if (mine.size !== theirs.size) return false;
  return [...theirs].every(([name, sources]) => mine.has(name) && [...sources].every((source) => mine.get(name).has(source)));
}

const cspRule = (rulePath, csp) => ({ path: rulePath, unset: ["Content-Security-Policy"], set: { "Content-Security-Policy": csp } });

/**
 * The `_headers` file, and the rules it holds (for checks). `plan` is headerPlan's result: the
 * fallback policy (the site's /404.html's), every page with its `url` and `csp`, and every not-found
 * page with its `file` and `csp`; `everywhere`, headers every response gets besides the base ones.
 */
export function cloudflareHeaders(plan, { everywhere = {} } = {}) {
  const base = { ...BASE_HEADERS, "Strict-Transport-Security": HSTS, ...everywhere };
  const rules = [
    {
      path: "/*",
      unset: [],
      set: { ...base, "Content-Security-Policy": plan.fallbackCsp, "Cache-Control": CACHE_HTML },
    },
    { path: "/assets/*", unset: ["Cache-Control"], set: { "Cache-Control": CACHE_HASHED_ASSET } },
  ];
  const policyOf = (pathname) => effectiveHeaders(rules, pathname)["content-security-policy"];

  // Unknown URLs below a folder with a not-found page of another policy: that page's policy, shallow
  // folders first so a deeper one's rule comes later and wins.
  const notFoundPages = [...plan.notFoundPages].sort((a, b) => a.file.split("/").length - b.file.split("/").length);
  for (const page of notFoundPages) {
    const folder = path.posix.dirname(page.file);
    if (folder !== "/" && page.csp !== policyOf(`${folder}/${UNKNOWN_SEGMENT}`)) rules.push(cspRule(`${folder}/*`, page.csp));
  }

  // Pages whose policy is not the one the rules above already give them, grouped by policy.
  const groups = new Map();
  for (const page of plan.pages) {
    if (page.csp === policyOf(page.url)) continue;
    const group = groups.get(page.csp) ?? [];
    group.push(page.url);
    groups.set(page.csp, group);
  }
  const patternRules = [];
  const exactRules = [];
  for (const [csp, urls] of groups) {
    const pattern = commonPattern(urls);
    const coversAnotherPage = (rule) => plan.pages.some((page) => page.csp !== csp && ruleMatches(rule, page.url));
    // The unknown URLs a pattern covers are served a not-found page, which must still work under it.
    const breaksANotFoundPage = (rule) => {
      const notFound = nearestNotFound(plan.notFoundPages, rule.replace(/:[A-Za-z]\w*/g, UNKNOWN_SEGMENT));
      return !notFound || !allowsAllOf(csp, notFound.csp);
    };
    if (pattern && !coversAnotherPage(pattern) && !breaksANotFoundPage(pattern)) patternRules.push(cspRule(pattern, csp));
    else exactRules.push(...urls.map((url) => cspRule(url, csp)));
  }
  rules.push(...patternRules, ...exactRules);
  const text = [
    "# Cloudflare Pages headers, generated by the build (scripts/site-build.mjs, scripts/editor-build.mjs) from scripts/security-headers.mjs.",
    "# Do not edit: rebuild. See docs/deploying.md.",
    "",
    ...rules.map(
      (rule) =>
        block(rule.path, [
          ...rule.unset.map((name) => `! ${name}`),
          ...Object.entries(rule.set).map(([name, value]) => `${name}: ${value}`),
        ]) + "\n",
    ),
  ].join("\n");

  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, the host allows ${MAX_RULES}`);
  const long = text.split("\n").find((line) => line.length > MAX_LINE_LENGTH);
  if (long) throw new Error(`_headers: a line is longer than ${MAX_LINE_LENGTH} characters: ${long.slice(0, 80)}…`);
  return { text, rules };
}

/** The headers Cloudflare Pages would send for a URL path under these rules (see the rules above). */
export function effectiveHeaders(rules, pathname) {
  const headers = new Map();
  const set = new Set();
  for (const rule of rules) {
    if (!ruleMatches(rule.path, pathname)) continue;
    for (const name of rule.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.set)) {
      const key = name.toLowerCase();
      headers.set(key, set.has(key) && headers.has(key) ? `${headers.get(key)}, ${value}` : value);
      set.add(key);
    }
  }
  return Object.fromEntries(headers);
}

/** The `_redirects` file: the same redirects as the local server, with and without a trailing slash. */
export function cloudflareRedirects(redirects = REDIRECTS) {
  const lines = redirects.flatMap(({ source, destination, status }) => [
    `${source} ${destination} ${status}`,
    `${source}/ ${destination} ${status}`,
  ]);
  return ["# Cloudflare Pages redirects, generated by scripts/site-build.mjs from scripts/security-headers.mjs.", ...lines, ""].join("\n");
}
