import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import { otherLanguageUrls, siteUrls } from "#app/site-urls.ts";
import { inlineScriptHashes, pageAssetUrls } from "#scripts/build-html.mjs";

// One list of URLs and the headers each must get, checked against both servers: `npm start`
// (tests/e2e/headers.spec.ts) and Cloudflare's runtime, `wrangler pages dev` (tests/cdn/), which also
// compares the two servers' headers URL by URL. Expected values are written out here, not imported
// from the code that produces them.

/** The build the browser tests run against (`npm run build:e2e` builds it with .env.e2e). */
export const client = path.resolve("build-e2e", "client");

export type CaseKind = "page" | "not-found" | "asset" | "redirect";

export interface DeployCase {
  url: string;
  kind: CaseKind;
  status: number;
  location?: string;
}

export const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  "x-frame-options": "DENY",
};

/** HSTS: only on the HTTPS host, never from the local http server. */
export const HSTS = "max-age=63072000; includeSubDomains";

export const CACHE_CONTROL: Record<CaseKind, string> = {
  page: "no-cache",
  "not-found": "no-store",
  asset: "public, max-age=31536000, immutable",
  redirect: "no-cache",
};

/** The content editor's own origin in the test settings (.env.e2e VITE_EDITOR_ORIGIN), where the site's /admin leads. */
export const EDITOR_ORIGIN_SETTING = "https://editor.healthplus-e2e.example";

export const REDIRECT_CASES: DeployCase[] = [
  { url: "/facilities/lab", kind: "redirect", status: 301, location: "/services/lab" },
  { url: "/facilities/health-packages", kind: "redirect", status: 301, location: "/services/health-packages" },
  { url: "/services/health-packages", kind: "redirect", status: 301, location: "/health-packages" },
  // The editor is not on the site's origin (docs/decisions/028-editor-on-its-own-origin.md).
  { url: "/admin", kind: "redirect", status: 302, location: `${EDITOR_ORIGIN_SETTING}/` },
];

/**
 * Unknown URLs, one at the top level and some under the URL patterns of dynamic pages: both servers
 * answer each with the nearest not-found page above it (/test-details/404.html, /services/404.html, …).
 */
export const NOT_FOUND_URLS = [
  "/no-such-page",
  "/test-details/99999",
  "/services/unknown/thing",
  "/health-packages/x",
  "/hi/no-such-page",
  "/hi/test-details/99999",
];

/** The stylesheet and scripts the home page names (hashed file names under /assets/). */
export function assetUrls(): string[] {
  return pageAssetUrls(readFileSync(path.join(client, "index.html"), "utf8"));
}

/** The font files the home page's stylesheets name (docs/decisions/033-devanagari-web-font.md). */
export function fontUrls(): string[] {
  const stylesheets = assetUrls().filter((url) => url.endsWith(".css"));
  const named = stylesheets.flatMap((url) =>
    [...readFileSync(path.join(client, url), "utf8").matchAll(/url\((\/assets\/[^)"']+\.woff2)\)/g)].map((m) => m[1]!),
  );
  return [...new Set(named)];
}

/** Every case: each pre-rendered page, unknown URLs, the home page's assets and fonts, and the redirects. */
export function deployCases(): DeployCase[] {
  return [
    ...[...siteUrls(), ...otherLanguageUrls(siteUrls())].map((url): DeployCase => ({ url, kind: "page", status: 200 })),
    ...NOT_FOUND_URLS.map((url): DeployCase => ({ url, kind: "not-found", status: 404 })),
    ...[...assetUrls(), ...fontUrls()].map((url): DeployCase => ({ url, kind: "asset", status: 200 })),
    ...REDIRECT_CASES,
  ];
}

/**
 * One URL per page template (its first path segment and depth): enough to prove every kind of page
 * hydrates on a server, without loading all of them in a browser.
 */
export function oneUrlPerTemplate(): string[] {
  const seen = new Map<string, string>();
  for (const url of siteUrls()) {
    const parts = url.split("/");
    const key = `${parts[1]}|${parts.length}`;
    if (!seen.has(key)) seen.set(key, url);
  }
  // The Hindi twins share the templates' scripts; their home and search hydrate too (decision 026).
  return [...seen.values(), ...otherLanguageUrls(["/", "/find-test"])];
}

/** Runs `check` over the items a few at a time (requests to a local server, in parallel but bounded). */
export async function inBatches<T>(items: T[], check: (item: T) => Promise<void>, size = 8) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(check));
}

export function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * The response's headers against its case: status (and target), exactly one Content-Security-Policy
 * with the site's directives (for a page, allowing each of its inline scripts by hash, without
 * 'unsafe-inline'), the security headers, the cache rule, and HSTS only where `hsts` says.
 */
export async function expectDeployHeaders(response: APIResponse, item: DeployCase, { hsts }: { hsts: boolean }) {
  const label = `${item.url} (${item.kind})`;
  expect(response.status(), label).toBe(item.status);
  const headers = response.headers();
  if (item.location) expect(headers["location"], label).toBe(item.location);

  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy");
  expect(policies.length, `${label}: one Content-Security-Policy header`).toBe(1);
  const policy = directives(policies[0]!.value);
  expect(policy.get("default-src"), `${label}: one policy, not two joined`).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'none'"]);
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc, label).toContain("'self'");
  expect(scriptSrc, `${label}: no 'unsafe-inline' for scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");

  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${label}: ${name}`).toBe(value);
  expect(headers["cache-control"], `${label}: cache-control`).toBe(CACHE_CONTROL[item.kind]);
  expect(headers["strict-transport-security"], `${label}: HSTS`).toBe(hsts ? HSTS : undefined);

  if (item.kind === "page" || item.kind === "not-found") {
    expect(headers["content-type"], label).toMatch(/^text\/html/);
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, `${label} has inline scripts`).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc, `${label}: inline script ${hash}`).toContain(hash);
  }
  if (item.kind === "asset") {
    expect(headers["content-type"], label).toMatch(
      item.url.endsWith(".css") ? /^text\/css/ : item.url.endsWith(".woff2") ? /^font\/woff2/ : /javascript/,
    );
  }
}

/**
 * The headers both servers must agree on, for comparing them URL by URL. An unknown URL's policy is
 * left out: the host picks rules by URL, so under a page pattern (/test-details/:id) it may send that
 * pattern's policy, while `npm start` sends the nearest not-found page's own; both allow the not-found
 * page's scripts (scripts/deploy-config.mjs writes no pattern that would not), which expectDeployHeaders
 * checks on each server. The same goes for redirects.
 */
export function comparableHeaders(response: APIResponse, kind: CaseKind): Record<string, string | number | undefined> {
  const headers = response.headers();
  const picked: Record<string, string | number | undefined> = { status: response.status() };
  const names = ["content-security-policy", "cache-control", "location", ...Object.keys(SECURITY_HEADERS)];
  for (const name of names) picked[name] = headers[name];
  // A redirect has no document for a policy to govern; under a page pattern the host sends that
  // pattern's policy with it.
  if (kind === "not-found" || kind === "redirect") delete picked["content-security-policy"];
  // One media type, however each server names JavaScript's. (A redirect has no body to type.)
  if (kind !== "redirect")
    picked["content-type"] = headers["content-type"]
      ?.split(";")[0]!
      .trim()
      .replace(/^application\/javascript$/, "text/javascript");
  return picked;
}

/**
 * The content editor on its own origin (its own build, docs/decisions/028-editor-on-its-own-origin.md),
 * on a server: its page at `/`, `noindex` (header and meta) with its own policy, one that lets the
 * editor reach GitHub and the sign-in worker of the test settings (.env.e2e) and no CDN; every other
 * response of the origin `noindex` too, robots.txt shutting crawlers out, and nothing of the public
 * site's files there (uploads included).
 */
export async function expectEditorPage(request: APIRequestContext, editorOrigin: string): Promise<void> {
  const response = await request.get(`${editorOrigin}/`);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const csp = response.headers()["content-security-policy"]!;
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-src blob:");
  expect(csp).toContain("font-src 'self';");
  expect(csp).toContain("https://api.github.com");
  expect(csp).toContain("https://auth.healthplus-e2e.example");
  expect(csp).not.toMatch(/unpkg|jsdelivr/);
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const robots = await request.get(`${editorOrigin}/robots.txt`);
  expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
  expect(robots.headers()["x-robots-tag"]).toBe("noindex");
  const siteFiles = ["/favicon.svg", "/logo.png", "/images/packages/diabetes.svg", "/images/uploads/centre-front.png", "/admin", "/about"];
  expect(siteFiles).toHaveLength(6);
  for (const url of siteFiles) {
    const other = await request.get(`${editorOrigin}${url}`, { maxRedirects: 0 });
    expect(other.status(), url).toBe(404);
    expect(other.headers()["x-robots-tag"], url).toBe("noindex");
  }
}
