// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cloudflareHeaders, cloudflareRedirects, commonPattern, effectiveHeaders, ruleMatches } from "./deploy-config.mjs";
import { CACHE_HASHED_ASSET, HSTS } from "./security-headers.mjs";

describe("ruleMatches (Cloudflare Pages rules)", () => {
  it("matches a placeholder against exactly one segment and a splat against anything", () => {
    expect(ruleMatches("/test-details/:seg2", "/test-details/12")).toBe(true);
    expect(ruleMatches("/test-details/:seg2", "/test-details/12/x")).toBe(false);
    expect(ruleMatches("/test-details/:seg2", "/test-details")).toBe(false);
    expect(ruleMatches("/*", "/")).toBe(true);
    expect(ruleMatches("/assets/*", "/assets/a-1.js")).toBe(true);
    expect(ruleMatches("/about", "/about.html")).toBe(false);
    expect(ruleMatches("/a.b", "/axb")).toBe(false);
  });
});

describe("commonPattern", () => {
  it("turns the segments that differ into placeholders", () => {
    expect(commonPattern(["/test-details/1", "/test-details/16"])).toBe("/test-details/:seg2");
    expect(commonPattern(["/services/a/x", "/services/b/y"])).toBe("/services/:seg2/:seg3");
  });
  it("gives up on a single page or pages of different depths", () => {
    expect(commonPattern(["/about"])).toBeNull();
    expect(commonPattern(["/services", "/services/lab"])).toBeNull();
  });
});

describe("cloudflareHeaders", () => {
  const plan = {
    fallbackCsp: "CSP-404",
    pages: [
      { url: "/", csp: "CSP-home" },
      { url: "/about", csp: "CSP-about" },
      { url: "/test-details/1", csp: "CSP-test" },
      { url: "/test-details/2", csp: "CSP-test" },
      { url: "/y/a", csp: "CSP-y" },
      { url: "/y/b", csp: "CSP-y" },
      { url: "/y/c", csp: "CSP-yc" },
    ],
  };
  const { text, rules } = cloudflareHeaders(plan);

  it("gives every page exactly its own policy, once", () => {
    for (const page of plan.pages) {
      expect(effectiveHeaders(rules, page.url)["content-security-policy"], page.url).toBe(page.csp);
    }
  });

  it("groups pages with one policy under a URL pattern, but never over another page", () => {
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/test-details/:seg2",
      "/",
      "/about",
      // "/y/:seg2" would also cover /y/c, which has a policy of its own
      "/y/a",
      "/y/b",
      "/y/c",
    ]);
  });

  it("sends HSTS and the not-found policy for unknown URLs, and a long cache for hashed assets", () => {
    const unknown = effectiveHeaders(rules, "/no-such-page");
    expect(unknown["content-security-policy"]).toBe("CSP-404");
    expect(unknown["strict-transport-security"]).toBe(HSTS);
    expect(unknown["cache-control"]).toBe("no-cache");
    expect(effectiveHeaders(rules, "/assets/app-1.css")["cache-control"]).toBe(CACHE_HASHED_ASSET);
  });

  it("writes the host's file format: a path, then indented headers, detaching before setting", () => {
    expect(text).toContain("/test-details/:seg2\n  ! Content-Security-Policy\n  Content-Security-Policy: CSP-test\n");
    expect(text).toContain("/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n");
    // The host rejects a detach without the space after the bang, and then keeps both values.
    expect(text).not.toMatch(/^\s*![^ ]/m);
  });

  it("refuses to write a file the host would cut short", () => {
    const many = { fallbackCsp: "x", pages: Array.from({ length: 120 }, (_, i) => ({ url: `/p${i}`, csp: `c${i}` })) };
    expect(() => cloudflareHeaders(many)).toThrow(/rules/);
    const long = { fallbackCsp: "x".repeat(2100), pages: [] };
    expect(() => cloudflareHeaders(long)).toThrow(/2000/);
  });
});

describe("cloudflareRedirects", () => {
  it("has the server's 301s, with and without a trailing slash", () => {
    const lines = cloudflareRedirects().split("\n").filter((line) => line && !line.startsWith("#"));
    expect(lines).toContain("/facilities/lab /services/lab 301");
    expect(lines).toContain("/facilities/lab/ /services/lab 301");
    expect(lines).toContain("/services/health-packages /health-packages 301");
    expect(lines).toHaveLength(6);
  });
});
