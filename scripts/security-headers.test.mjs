// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  connectSources,
  cspDirectives,
  editorCspDirectives,
  editorRedirect,
  formActionSources,
  headerPlan,
  NOINDEX_HEADERS,
  normalizePolicy,
} from "./security-headers.mjs";

describe("cspDirectives", () => {
  const directives = Object.fromEntries(
    cspDirectives({ VITE_FORM_RELAY_URL: "https://relay.example.org/f/abc" }).map((d) => [
      d.split(" ")[0],
      d.split(" ").slice(1).join(" "),
    ]),
  );

  it("forbids framing, plugins and a foreign base URL, and loads everything else from the site", () => {
    expect(directives["default-src"]).toBe("'self'");
    expect(directives["img-src"]).toBe("'self' data:");
    expect(directives["font-src"]).toBe("'self'");
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["base-uri"]).toBe("'none'");
  });

  it("lets the forms reach the email service and the relay, and post to the relay", () => {
    expect(directives["connect-src"]).toBe("'self' https://api.emailjs.com https://relay.example.org");
    expect(directives["form-action"]).toBe("'self' https://relay.example.org");
  });

  it("leaves scripts and styles to Astro, which hashes each page's inline scripts (astro.config.ts)", () => {
    expect(directives["script-src"]).toBeUndefined();
    expect(directives["style-src"]).toBeUndefined();
    expect(Object.keys(directives)).toHaveLength(8);
  });
});

describe("formActionSources", () => {
  it("lets the forms post to the relay's origin (the no-JavaScript delivery) and nowhere else", () => {
    expect(formActionSources({ VITE_FORM_RELAY_URL: "https://relay.example.org/f/abc" })).toEqual(["'self'", "https://relay.example.org"]);
    expect(formActionSources({})).toEqual(["'self'", "https://formrelay.example"]);
    expect(formActionSources({ VITE_FORM_RELAY_URL: "javascript:alert(1)" })).toEqual(["'self'"]);
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

describe("normalizePolicy", () => {
  it("writes a policy on one line, its directives in order, one space between values", () => {
    expect(normalizePolicy("default-src 'self';\n  script-src  'self'\t'sha256-a=' ;; style-src 'self';")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a='; style-src 'self'",
    );
  });
});

describe("headerPlan", () => {
  const plan = headerPlan({
    pages: [
      { url: "/about", file: "/about.html", csp: "default-src 'self';  script-src 'self' 'sha256-a='" },
      { url: "/test-details/1", file: "/test-details/1.html", csp: "default-src 'self'; script-src 'self' 'sha256-t='" },
    ],
    notFoundPages: [
      { url: "/404", file: "/404.html", csp: "default-src 'self'; script-src 'self' 'sha256-n='" },
      { url: "/test-details/404", file: "/test-details/404.html", csp: "default-src 'self'; script-src 'self' 'sha256-tn='" },
    ],
  });

  it("keeps the policy Astro gave each page, on one line", () => {
    expect(plan.pages).toEqual([
      { url: "/about", file: "/about.html", csp: "default-src 'self'; script-src 'self' 'sha256-a='" },
      { url: "/test-details/1", file: "/test-details/1.html", csp: "default-src 'self'; script-src 'self' 'sha256-t='" },
    ]);
  });

  it("gives everything that is not a page the site's not-found page's policy", () => {
    expect(plan.fallbackCsp).toBe("default-src 'self'; script-src 'self' 'sha256-n='");
  });

  it("lists every HTML file with its policy, not-found pages included", () => {
    expect(plan.files).toEqual([
      { file: "/about.html", csp: "default-src 'self'; script-src 'self' 'sha256-a='" },
      { file: "/test-details/1.html", csp: "default-src 'self'; script-src 'self' 'sha256-t='" },
      { file: "/404.html", csp: "default-src 'self'; script-src 'self' 'sha256-n='" },
      { file: "/test-details/404.html", csp: "default-src 'self'; script-src 'self' 'sha256-tn='" },
    ]);
    expect(plan.notFoundPages.map((page) => page.file)).toEqual(["/404.html", "/test-details/404.html"]);
  });

  it("refuses a build without the site's own not-found page", () => {
    expect(() =>
      headerPlan({ pages: [], notFoundPages: [{ url: "/test-details/404", file: "/test-details/404.html", csp: "x" }] }),
    ).toThrow(/404\.html/);
  });
});

describe("the editor's policy", () => {
  const policy = editorCspDirectives({ VITE_EDITOR_AUTH_URL: "https://auth.example.org/path" }).join("; ");
  const directives = Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

  it("reaches its own origin, GitHub and the sign-in worker only, and leaves scripts and styles to Astro", () => {
    expect(directives["connect-src"]).toBe(
      "'self' data: blob: https://api.github.com https://www.githubstatus.com https://auth.example.org",
    );
    expect(directives["script-src"]).toBeUndefined();
    expect(directives["style-src"]).toBeUndefined();
  });

  it("frames only its own preview, is framed by nothing, and loads no CDN", () => {
    expect(directives["frame-src"]).toBe("blob:");
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["font-src"]).toBe("'self'");
    expect(policy).not.toMatch(/unpkg|jsdelivr|'unsafe-eval'/);
    expect(policy.match(/img-src/g)).toHaveLength(1);
  });

  it("is on an origin of its own: the site's /admin leads there, and it is kept out of search engines", () => {
    expect(editorRedirect("https://editor.lab.example")).toEqual({
      source: "/admin",
      destination: "https://editor.lab.example/",
      status: 302,
    });
    expect(NOINDEX_HEADERS).toEqual({ "X-Robots-Tag": "noindex" });
  });
});
