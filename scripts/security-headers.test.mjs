// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectSources, contentSecurityPolicy, formActionSources, headerPlan, inlineScriptHashes } from "./security-headers.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script the browser would run, once each", () => {
    const html = [
      `<script>window.a = 1;</script>`,
      `<script type="module" async="">import "/assets/x.js";\n</script>`,
      `<script id="_R_">requestAnimationFrame(function(){})</script>`,
      `<script>window.a = 1;</script>`,
      `<script type="text/javascript">b()</script>`,
      `<script type="importmap">{"imports":{}}</script>`,
      `<script>const s = "é ✓";</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";\n'),
      sha("requestAnimationFrame(function(){})"),
      sha("b()"),
      sha('{"imports":{}}'),
      sha('const s = "é ✓";'),
    ]);
  });

  it("skips external scripts and data blocks", () => {
    const html =
      `<script src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("reads attributes that contain a > inside quotes", () => {
    expect(inlineScriptHashes(`<script data-x="a>b">go()</script>`)).toEqual([sha("go()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], connectSrc: ["'self'", "https://api.emailjs.com"] });
  const directives = Object.fromEntries(
    csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
  );

  it("allows scripts from the site and the hashed inline scripts only", () => {
    expect(directives["script-src"]).toBe("'self' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("forbids framing, plugins and a foreign base URL", () => {
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["base-uri"]).toBe("'none'");
    expect(directives["form-action"]).toBe("'self'");
    expect(directives["default-src"]).toBe("'self'");
  });

  it("lets the contact form reach its services", () => {
    expect(directives["connect-src"]).toBe("'self' https://api.emailjs.com");
  });
});

describe("formActionSources", () => {
  it("lets the forms post to the relay's origin (the no-JavaScript delivery) and nowhere else", () => {
    expect(formActionSources({ VITE_FORM_RELAY_URL: "https://relay.example.org/f/abc" })).toEqual([
      "'self'",
      "https://relay.example.org",
    ]);
    expect(contentSecurityPolicy({ formAction: formActionSources({ VITE_FORM_RELAY_URL: "https://r.example/f" }) })).toContain(
      "form-action 'self' https://r.example;",
    );
  });
});

describe("connectSources", () => {
  it("adds the relay's origin, and the placeholder relay when none is set", () => {
    expect(connectSources({ VITE_FORM_RELAY_URL: "https://relay.example.org/f/abc?x=1" })).toEqual([
      "'self'",
      "https://api.emailjs.com",
      "https://relay.example.org",
    ]);
    expect(connectSources({})).toEqual(["'self'", "https://api.emailjs.com", "https://formrelay.example"]);
  });

  it("ignores a relay setting that is not an http(s) URL", () => {
    expect(connectSources({ VITE_FORM_RELAY_URL: "javascript:alert(1)" })).toEqual(["'self'", "https://api.emailjs.com"]);
    expect(connectSources({ VITE_FORM_RELAY_URL: "not a url" })).toEqual(["'self'", "https://api.emailjs.com"]);
  });
});

describe("headerPlan", () => {
  const notFoundHtml = "<script>nf()</script>";
  const plan = headerPlan({
    pages: [{ url: "/about", file: "/about.html", html: "<script>about()</script><script>nf()</script>" }],
    others: [{ file: "/404.html", html: notFoundHtml }],
    notFoundHtml,
    env: {},
  });

  it("gives a page its own hashes plus the not-found page's, without repeats", () => {
    expect(plan.pages[0].csp).toContain(`script-src 'self' ${sha("about()")} ${sha("nf()")};`);
  });

  it("gives the not-found page and everything else the not-found page's policy", () => {
    expect(plan.fallbackCsp).toContain(`script-src 'self' ${sha("nf()")};`);
    expect(plan.files).toEqual([
      { file: "/about.html", csp: plan.pages[0].csp },
      { file: "/404.html", csp: plan.fallbackCsp },
    ]);
  });
});
