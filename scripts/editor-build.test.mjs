// @vitest-environment node
import { describe, expect, it } from "vitest";
import { effectiveHeaders } from "./deploy-config.mjs";
import { EDITOR_NOT_FOUND_HTML, EDITOR_ROBOTS_TXT, editorHostConfigs } from "./editor-build.mjs";

const csp = "default-src 'self';  frame-src blob:; script-src 'self' 'sha256-a='";

describe("the editor's host configs", () => {
  const { headers, serve } = editorHostConfigs(csp);

  it("send every response of the host the editor's policy, noindex, the base headers and HSTS", () => {
    for (const url of ["/", "/index.html", "/assets/editor.A1.js", "/no-such-page"]) {
      const sent = effectiveHeaders(headers.rules, url);
      expect(sent["content-security-policy"], url).toBe("default-src 'self'; frame-src blob:; script-src 'self' 'sha256-a='");
      expect(sent["x-robots-tag"], url).toBe("noindex");
      expect(sent["x-frame-options"], url).toBe("DENY");
      expect(sent["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(sent["strict-transport-security"], url).toBe("max-age=63072000; includeSubDomains");
    }
    expect(effectiveHeaders(headers.rules, "/assets/editor.A1.js")["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(effectiveHeaders(headers.rules, "/")["cache-control"]).toBe("no-cache");
  });

  it("give the local server the same policy and noindex, and no redirect", () => {
    expect(serve.redirects).toEqual([]);
    const everywhere = Object.fromEntries(serve.headers[0].headers.map(({ key, value }) => [key, value]));
    expect(serve.headers[0].source).toBe("**");
    expect(everywhere["X-Robots-Tag"]).toBe("noindex");
    expect(everywhere["Content-Security-Policy"]).toBe("default-src 'self'; frame-src blob:; script-src 'self' 'sha256-a='");
  });

  it("keep search engines out and say plainly that an address is not there", () => {
    expect(EDITOR_ROBOTS_TXT).toBe("User-agent: *\nDisallow: /\n");
    expect(EDITOR_NOT_FOUND_HTML).toContain('<a href="/">Open the content editor</a>');
    expect(EDITOR_NOT_FOUND_HTML).not.toContain("<script");
  });
});
