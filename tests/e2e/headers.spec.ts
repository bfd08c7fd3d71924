import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { siteUrls } from "~/site-urls";

// The headers the production server sends (read over HTTP from the e2e server), and the deploy
// recipe's Cloudflare Pages files in the same build, read the way that host applies them.
const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");

/** sha256 CSP sources of the inline scripts a browser runs (no src; not a JSON data block). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc=/i.test(` ${attributes}`) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return hashes;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The page's policy allows every inline script in it, without 'unsafe-inline'. */
async function expectPolicyCoversPage(response: APIResponse, label: string) {
  const csp = response.headers()["content-security-policy"] ?? "";
  const policy = directives(csp);
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc, `${label}: script-src`).toContain("'self'");
  expect(scriptSrc, `${label}: no 'unsafe-inline' for scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  const hashes = inlineScriptHashes(await response.text());
  expect(hashes.length, `${label} has inline scripts`).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSrc, `${label}: inline script ${hash}`).toContain(hash);
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const policy = directives(headers["content-security-policy"] ?? "");
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'none'"]);
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toMatch(/camera=\(\)/);
  // HSTS belongs to the HTTPS host (deploy recipe), never to the local http server.
  expect(headers["strict-transport-security"], label).toBeUndefined();
}

test.describe("production server headers", () => {
  test("a page: its own policy, security headers, no caching without revalidation", async ({ request }) => {
    const response = await request.get("/about");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, "/about");
    await expectPolicyCoversPage(response, "/about");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  });

  test("a dynamic page: its own policy, which differs from another route's", async ({ request }) => {
    const test1 = await request.get("/test-details/1");
    expectSecurityHeaders(test1, "/test-details/1");
    await expectPolicyCoversPage(test1, "/test-details/1");
    const about = await request.get("/about");
    expect(test1.headers()["content-security-policy"]).not.toBe(about.headers()["content-security-policy"]);
    // The connect-src allows the contact form's services (e2e settings: .env.e2e).
    expect(directives(test1.headers()["content-security-policy"]!).get("connect-src")).toEqual([
      "'self'",
      "https://api.emailjs.com",
      "https://formrelay.example",
    ]);
  });

  test("every pre-rendered page's policy allows each of its inline scripts by hash", async ({ request }) => {
    for (const url of siteUrls()) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      await expectPolicyCoversPage(response, url);
    }
  });

  test("a hashed asset: cached for a year, with its type and nosniff", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The stylesheet link, and the scripts the deferred bootstrap names (decision 007).
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets.slice(0, 4)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"], asset).toMatch(asset.endsWith(".css") ? /^text\/css/ : /javascript/);
      expect(response.headers()["x-content-type-options"], asset).toBe("nosniff");
    }
  });

  test("an unknown URL: 404 with the not-found page's own policy", async ({ request }) => {
    for (const url of ["/no-such-page", "/test-details/99999", "/services/unknown/thing"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expectSecurityHeaders(response, url);
      await expectPolicyCoversPage(response, url);
      expect(response.headers()["cache-control"], url).toBe("no-cache");
    }
  });

  test("a redirect: 301 to its target, with the security headers", async ({ request }) => {
    const response = await request.get("/facilities/lab", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/services/lab");
    expectSecurityHeaders(response, "/facilities/lab");
  });

  test("the host's config files are not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
    expect((await request.get("/_redirects")).status()).toBe(404);
  });
});

// ---- The deploy recipe: Cloudflare Pages' _headers and _redirects, applied as that host does ----

interface HostRule {
  path: string;
  unset: string[];
  set: [string, string][];
}

/** Parses `_headers`: a path line, then indented `Name: value` or `!Name` lines (comments with #). */
function parseHostHeaders(text: string): HostRule[] {
  const rules: HostRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) rules.push({ path: line, unset: [], set: [] });
    else if (line.startsWith("!")) rules.at(-1)!.unset.push(line.slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(":");
      rules.at(-1)!.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function hostRuleMatches(rule: string, pathname: string): boolean {
  const source = rule
    .split("*")
    .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&").replace(/:[A-Za-z]\w*/g, "[^/]+"))
    .join(".*");
  return new RegExp(`^${source}$`).test(pathname);
}

/** Every matching rule in order; a header set twice is joined with ", " unless detached first. */
function hostHeaders(rules: HostRule[], pathname: string): Record<string, string> {
  const headers = new Map<string, string>();
  const seen = new Set<string>();
  for (const rule of rules.filter((r) => hostRuleMatches(r.path, pathname))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      headers.set(name, seen.has(name) && headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      seen.add(name);
    }
  }
  return Object.fromEntries(headers);
}

test.describe("deploy recipe (Cloudflare Pages _headers and _redirects)", () => {
  const headersText = readFileSync(path.join(client, "_headers"), "utf8");
  const rules = parseHostHeaders(headersText);

  test("stays within the host's limits", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of headersText.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
  });

  test("every page gets the same policy as from the production server, plus HSTS", async ({ request }) => {
    for (const url of siteUrls()) {
      const local = (await request.get(url)).headers();
      const host = hostHeaders(rules, url);
      expect(host["content-security-policy"], url).toBe(local["content-security-policy"]);
      expect(host["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains");
      for (const name of ["x-content-type-options", "referrer-policy", "permissions-policy", "cache-control"]) {
        expect(host[name], `${url} ${name}`).toBe(local[name]);
      }
    }
  });

  test("an unknown URL, wherever it falls, gets a policy that runs the not-found page", async ({ request }) => {
    const notFound = await request.get("/no-such-page");
    const notFoundHashes = inlineScriptHashes(await notFound.text());
    for (const url of ["/no-such-page", "/test-details/99999", "/package-details/1", "/services/x", "/services/x/y", "/health-packages/x", "/facilities/lab/x", "/a/b/c/d"]) {
      const scriptSrc = directives(hostHeaders(rules, url)["content-security-policy"] ?? "").get("script-src") ?? [];
      for (const hash of notFoundHashes) expect(scriptSrc, `${url}: ${hash}`).toContain(hash);
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
    }
  });

  test("hashed assets are cached for a year there too, with one Cache-Control value", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(html);
    const assetPath = asset?.[1] ?? asset?.[2] ?? "/assets/x.js";
    expect(hostHeaders(rules, assetPath)["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("_redirects has the production server's redirects", async ({ request }) => {
    const lines = readFileSync(path.join(client, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.trim().split(/\s+/));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const [source, destination, status] of lines) {
      const response = await request.get(source!, { maxRedirects: 0 });
      if (source!.endsWith("/")) {
        // The local server first drops the trailing slash, then redirects.
        expect(response.status(), source).toBe(301);
        continue;
      }
      expect(response.status(), source).toBe(Number(status));
      expect(response.headers()["location"], source).toBe(destination);
    }
  });
});
