// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  allowsAllOf,
  cloudflareHeaders,
  cloudflareRedirects,
  commonPattern,
  effectiveHeaders,
  nearestNotFound,
  ruleMatches,
} from "./deploy-config.mjs";
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
  // The site's not-found page's policy, and pages whose policies allow its inline script too.
  const notFound = "default-src 'self'; script-src 'self' 'sha256-n='";
  const policy = (hash) => `default-src 'self'; script-src 'self' 'sha256-n=' '${hash}'`;
  const plan = {
    fallbackCsp: notFound,
    notFoundPages: [{ file: "/404.html", csp: notFound }],
    pages: [
      { url: "/", csp: policy("sha256-home=") },
      { url: "/about", csp: policy("sha256-about=") },
      { url: "/test-details/1", csp: policy("sha256-test=") },
      { url: "/test-details/2", csp: policy("sha256-test=") },
      { url: "/y/a", csp: policy("sha256-y=") },
      { url: "/y/b", csp: policy("sha256-y=") },
      { url: "/y/c", csp: policy("sha256-yc=") },
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
    expect(unknown["content-security-policy"]).toBe(notFound);
    expect(unknown["strict-transport-security"]).toBe(HSTS);
    expect(unknown["cache-control"]).toBe("no-cache");
    expect(effectiveHeaders(rules, "/assets/app-1.css")["cache-control"]).toBe(CACHE_HASHED_ASSET);
  });

  it("writes the host's file format: a path, then indented headers, detaching before setting", () => {
    expect(text).toContain(
      "/test-details/:seg2\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-n=' 'sha256-test='\n",
    );
    expect(text).toContain("/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n");
    // The host rejects a detach without the space after the bang, and then keeps both values.
    expect(text).not.toMatch(/^\s*![^ ]/m);
  });

  it("refuses to write a file the host would cut short", () => {
    const notFoundPages = [{ file: "/404.html", csp: "x" }];
    const many = { fallbackCsp: "x", notFoundPages, pages: Array.from({ length: 120 }, (_, i) => ({ url: `/p${i}`, csp: `c${i}` })) };
    expect(() => cloudflareHeaders(many)).toThrow(/rules/);
    const long = { fallbackCsp: "x".repeat(2100), notFoundPages: [{ file: "/404.html", csp: "x".repeat(2100) }], pages: [] };
    expect(() => cloudflareHeaders(long)).toThrow(/2000/);
  });
});

describe("allowsAllOf", () => {
  it("holds when a policy has the other's directives with at least its sources", () => {
    expect(
      allowsAllOf("default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-n='", "default-src 'self';script-src 'sha256-n=' 'self'"),
    ).toBe(true);
    expect(allowsAllOf("default-src 'self'; script-src 'self' 'sha256-a='", "default-src 'self'; script-src 'self' 'sha256-n='")).toBe(
      false,
    );
    expect(allowsAllOf("default-src 'self'; script-src 'self'; img-src 'self'", "default-src 'self'; script-src 'self'")).toBe(false);
    expect(allowsAllOf("default-src 'self'", "default-src 'self'; script-src 'self'")).toBe(false);
  });
});

describe("nearestNotFound (the host's not-found page for an unknown URL)", () => {
  const notFoundPages = [
    { file: "/404.html", csp: "root" },
    { file: "/test-details/404.html", csp: "test" },
    { file: "/services/404.html", csp: "services" },
  ];
  it("takes the 404.html of the URL's folder, else of a folder above", () => {
    expect(nearestNotFound(notFoundPages, "/test-details/99999")?.file).toBe("/test-details/404.html");
    expect(nearestNotFound(notFoundPages, "/services/unknown/thing")?.file).toBe("/services/404.html");
    expect(nearestNotFound(notFoundPages, "/test-details")?.file).toBe("/404.html");
    expect(nearestNotFound(notFoundPages, "/no-such")?.file).toBe("/404.html");
    expect(nearestNotFound([], "/no-such")).toBeNull();
  });
});

describe("cloudflareHeaders with not-found pages of their own", () => {
  // Every page has the same policy as Astro writes it today, or a kind of page its own.
  const notFoundPages = [
    { file: "/404.html", csp: "CSP-404" },
    { file: "/test-details/404.html", csp: "CSP-test-404" },
    { file: "/services/404.html", csp: "CSP-404" },
  ];

  it("writes no policy rule at all when every page and not-found page has the site's policy", () => {
    const same = [
      { file: "/404.html", csp: "CSP" },
      { file: "/services/404.html", csp: "CSP" },
    ];
    const { rules } = cloudflareHeaders({
      fallbackCsp: "CSP",
      notFoundPages: same,
      pages: [
        { url: "/", csp: "CSP" },
        { url: "/services/lab", csp: "CSP" },
      ],
    });
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*"]);
  });

  it("keeps a folder's not-found policy for its unknown URLs, and each page's own", () => {
    const pages = [
      { url: "/", csp: "CSP-404" },
      { url: "/test-details/1", csp: "CSP-test" },
      { url: "/test-details/2", csp: "CSP-test" },
      { url: "/services/lab", csp: "CSP-404" },
    ];
    const { rules } = cloudflareHeaders({ fallbackCsp: "CSP-404", notFoundPages, pages });
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/test-details/*",
      // "/test-details/:seg2" would also give unknown tests the pages' policy instead of their not-found page's
      "/test-details/1",
      "/test-details/2",
    ]);
    for (const page of pages) expect(effectiveHeaders(rules, page.url)["content-security-policy"], page.url).toBe(page.csp);
    expect(effectiveHeaders(rules, "/test-details/99999")["content-security-policy"]).toBe("CSP-test-404");
    expect(effectiveHeaders(rules, "/services/unknown")["content-security-policy"]).toBe("CSP-404");
    expect(effectiveHeaders(rules, "/no-such")["content-security-policy"]).toBe("CSP-404");
  });

  it("uses a URL pattern only when the not-found page it also covers works under it", () => {
    const pages = [
      { url: "/test-details/1", csp: "CSP-test-404" },
      { url: "/test-details/2", csp: "CSP-test-404" },
      { url: "/services/a/x", csp: "CSP-sub" },
      { url: "/services/b/y", csp: "CSP-sub" },
    ];
    const { rules } = cloudflareHeaders({ fallbackCsp: "CSP-404", notFoundPages, pages });
    // The tests already have their policy from the folder's rule; /services/:seg2/:seg3 would give
    // /services/unknown/thing the pages' policy, not /services/404.html's.
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/test-details/*", "/services/a/x", "/services/b/y"]);
    expect(effectiveHeaders(rules, "/services/unknown/thing")["content-security-policy"]).toBe("CSP-404");
    const withTheirNotFound = cloudflareHeaders({
      fallbackCsp: "CSP-404",
      notFoundPages: [...notFoundPages.slice(0, 2), { file: "/services/404.html", csp: "CSP-sub" }],
      pages: pages.slice(2),
    });
    expect(withTheirNotFound.rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/test-details/*", "/services/*"]);
  });

  it("uses a URL pattern whose policy allows the covered not-found page's scripts too", () => {
    const notFound = "default-src 'self'; script-src 'self' 'sha256-n='";
    const sub = "default-src 'self'; script-src 'self' 'sha256-n=' 'sha256-sub='";
    const { rules } = cloudflareHeaders({
      fallbackCsp: notFound,
      notFoundPages: [
        { file: "/404.html", csp: notFound },
        { file: "/services/404.html", csp: notFound },
      ],
      pages: [
        { url: "/services/a/x", csp: sub },
        { url: "/services/b/y", csp: sub },
      ],
    });
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*", "/services/:seg2/:seg3"]);
  });
});

describe("cloudflareRedirects", () => {
  it("has the server's 301s, with and without a trailing slash", () => {
    const lines = cloudflareRedirects()
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(lines).toContain("/facilities/lab /services/lab 301");
    expect(lines).toContain("/facilities/lab/ /services/lab 301");
    expect(lines).toContain("/services/health-packages /health-packages 301");
    expect(lines).toHaveLength(6);
  });

  it("sends /admin to the editor's own origin", () => {
    const lines = cloudflareRedirects([{ source: "/admin", destination: "https://editor.lab.example/", status: 302 }])
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(lines).toEqual(["/admin https://editor.lab.example/ 302", "/admin/ https://editor.lab.example/ 302"]);
  });
});

describe("cloudflareHeaders with headers for every response", () => {
  const csp = "default-src 'self'";
  const { rules } = cloudflareHeaders(
    { fallbackCsp: csp, notFoundPages: [{ file: "/404.html", csp }], pages: [{ url: "/", csp }] },
    { everywhere: { "X-Robots-Tag": "noindex" } },
  );

  it("adds them to the rule every URL gets, beside the base headers and the policy", () => {
    expect(rules.map((rule) => rule.path)).toEqual(["/*", "/assets/*"]);
    for (const url of ["/", "/assets/app.js", "/nope"]) {
      const headers = effectiveHeaders(rules, url);
      expect(headers["x-robots-tag"], url).toBe("noindex");
      expect(headers["content-security-policy"], url).toBe(csp);
      expect(headers["x-frame-options"], url).toBe("DENY");
    }
  });
});
