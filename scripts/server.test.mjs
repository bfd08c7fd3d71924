// @vitest-environment node
import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";
import { editorRedirect, REDIRECTS } from "./security-headers.mjs";
import { serveConfig } from "./serve-config.mjs";
import { createSiteServer } from "./server.mjs";

// The production server over HTTP, on a small site in a temporary folder. How it reads a request's path,
// finds the nearest not-found page and picks an encoding: server.lookup.test.mjs.

const testNotFoundPage = `<h1>Test Not Found</h1>${"<p>no such test</p>".repeat(200)}`;

describe("the production server", () => {
  let dir;
  let server;
  let base;
  const get = (url, init) => fetch(`${base}${url}`, { redirect: "manual", ...init });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-server-"));
    for (const folder of ["assets", "test-details", "services", "facilities"]) await mkdir(path.join(dir, folder));
    await writeFile(path.join(dir, "about.html"), "<h1>About</h1>");
    await writeFile(path.join(dir, "services.html"), "<h1>Our Services</h1>");
    await writeFile(path.join(dir, "test-details", "1.html"), "<h1>Complete Blood Count</h1>");
    await writeFile(path.join(dir, "404.html"), "<h1>Page Not Found</h1>");
    await writeFile(path.join(dir, "test-details", "404.html"), "<h1>Test Not Found</h1>");
    await writeFile(path.join(dir, "services", "404.html"), "<h1>Service Not Found</h1>");
    await writeFile(path.join(dir, "facilities", "404.html"), "<h1>Service Not Found (facilities)</h1>");
    await writeFile(path.join(dir, "assets", "app-1.js"), "export {};");
    await writeFile(path.join(dir, "_headers"), "/*\n  X: y\n");
    const config = serveConfig(
      {
        fallbackCsp: "CSP-404",
        files: [
          { file: "/about.html", csp: "CSP-about" },
          { file: "/services.html", csp: "CSP-services" },
          { file: "/test-details/1.html", csp: "CSP-test" },
          { file: "/404.html", csp: "CSP-404" },
          { file: "/test-details/404.html", csp: "CSP-test-404" },
          { file: "/services/404.html", csp: "CSP-services-404" },
          { file: "/facilities/404.html", csp: "CSP-facilities-404" },
        ],
      },
      { redirects: [...REDIRECTS, editorRedirect("http://127.0.0.1:4321")] },
    );
    server = createSiteServer({ root: dir, config });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    // Connections stay open 65 s after their last answer (below): close them, as the start script does.
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps an idle connection open 65 s, so a client reusing it never meets its close", () => {
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
  });

  it("serves a page with its own policy and the base headers, without HSTS", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("CSP-about");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends /admin to the editor's own origin, a port and all", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:4321/");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await get("/about")).headers.get("x-robots-tag")).toBeNull();
  });

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/app-1.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown URLs with the not-found page and its policy", async () => {
    const response = await get("/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
    expect(response.headers.get("content-security-policy")).toBe("CSP-404");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown URL with the nearest not-found page above it, its policy, never cached", async () => {
    for (const [url, text, csp] of [
      ["/test-details/99999", "<h1>Test Not Found</h1>", "CSP-test-404"],
      ["/services/unknown", "<h1>Service Not Found</h1>", "CSP-services-404"],
      ["/services/unknown/thing", "<h1>Service Not Found</h1>", "CSP-services-404"],
      ["/facilities/lab/x", "<h1>Service Not Found (facilities)</h1>", "CSP-facilities-404"],
      ["/no-such", "<h1>Page Not Found</h1>", "CSP-404"],
      ["/no-such/deeper/still", "<h1>Page Not Found</h1>", "CSP-404"],
      // A folder with pages but no page of its own is unknown too.
      ["/test-details", "<h1>Page Not Found</h1>", "CSP-404"],
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe(text);
      expect(response.headers.get("content-security-policy"), url).toBe(csp);
      expect(response.headers.get("cache-control"), url).toBe("no-store");
      expect(response.headers.get("content-type"), url).toMatch(/^text\/html/);
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
  });

  it("still serves the pages beside a not-found page", async () => {
    const response = await get("/test-details/1");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>Complete Blood Count</h1>");
    expect(response.headers.get("content-security-policy")).toBe("CSP-test");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect((await get("/services")).headers.get("content-security-policy")).toBe("CSP-services");
  });

  it("redirects with the base headers too", async () => {
    const response = await get("/facilities/lab");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/lab");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("CSP-404");
  });

  it("answers paths no file can have with the not-found page, not a server error", async () => {
    // A name no file can have at the top: the site's own not-found page.
    for (const url of [`/${"y".repeat(300)}.png`, "/%", "/a/%E0%A4%A", "/..%2f..%2fetc%2fpasswd"]) {
      const response = await get(url);
      expect(response.status, url.slice(0, 40)).toBe(404);
      expect(await response.text(), url.slice(0, 40)).toContain("Page Not Found");
    }
    // The same under a folder with a not-found page of its own: that page, as the host answers.
    for (const url of ["/test-details/%00", "/test-details/%E0%A4%A", "/test-details/..%2f..%2fetc%2fpasswd"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain("Test Not Found");
    }
    // A name too long for the file system is an unknown test.
    const long = await get(`/test-details/${"x".repeat(5000)}`);
    expect(long.status).toBe(404);
    expect(await long.text()).toBe("<h1>Test Not Found</h1>");
  });

  it("keeps the host's config files to itself", async () => {
    const response = await get("/_headers");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>Page Not Found</h1>");
  });

  it("only answers GET and HEAD", async () => {
    expect((await get("/about", { method: "POST", body: "x" })).status).toBe(405);
    expect((await get("/about", { method: "HEAD" })).status).toBe(200);
  });

  // The build's compressed copies, written once for the tests below, so each of them runs alone too.
  describe("with the build's compressed copies", () => {
    const page = "<p>health</p>".repeat(500);
    beforeAll(async () => {
      await writeFile(path.join(dir, "big.html"), page);
      await writeFile(path.join(dir, "404.html"), `<h1>Page Not Found</h1>${"<p>lost</p>".repeat(200)}`);
      await writeFile(path.join(dir, "test-details", "404.html"), testNotFoundPage);
      await precompress(dir);
    });
    // The site as the tests above have it again, so they pass whether they run before these or after
    // (CI shuffles the order): the short not-found pages back, and no compressed copy left to be sent.
    afterAll(async () => {
      await writeFile(path.join(dir, "404.html"), "<h1>Page Not Found</h1>");
      await writeFile(path.join(dir, "test-details", "404.html"), "<h1>Test Not Found</h1>");
      await rm(path.join(dir, "big.html"));
      const copies = (await readdir(dir, { recursive: true })).filter((file) => /\.(br|gz)$/.test(file));
      expect(copies.length).toBeGreaterThanOrEqual(3);
      for (const file of copies) await rm(path.join(dir, file));
    });

    it("sends the build's brotli copy, else its gzip copy, else the file, and says it varies", async () => {
      const brSize = (await stat(path.join(dir, "big.html.br"))).size;

      const br = await get("/big", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("content-length")).toBe(String(brSize));
      expect(br.headers.get("vary")).toBe("Accept-Encoding");
      expect(br.headers.get("content-type")).toMatch(/^text\/html/);
      expect(br.headers.get("cache-control")).toBe("no-cache");
      expect(await br.text()).toBe(page);

      const gzip = await get("/big", { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(await gzip.text()).toBe(page);

      for (const refuse of ["identity", "br;q=0, gzip;q=0", ""]) {
        const plain = await get("/big", { headers: { "accept-encoding": refuse } });
        expect(plain.headers.get("content-encoding"), refuse).toBeNull();
        expect(plain.headers.get("vary"), refuse).toBe("Accept-Encoding");
        expect(await plain.text(), refuse).toBe(page);
      }
    });

    it("keeps status, policy and HEAD semantics with compressed copies; ranges get the file itself", async () => {
      const notFound = await get("/nope", { headers: { "accept-encoding": "br" } });
      expect(notFound.status).toBe(404);
      expect(notFound.headers.get("content-encoding")).toBe("br");
      expect(notFound.headers.get("content-security-policy")).toBe("CSP-404");
      expect(notFound.headers.get("cache-control")).toBe("no-store");
      expect(await notFound.text()).toContain("Page Not Found");

      const testNotFound = await get("/test-details/99999", { headers: { "accept-encoding": "gzip" } });
      expect(testNotFound.status).toBe(404);
      expect(testNotFound.headers.get("content-encoding")).toBe("gzip");
      expect(testNotFound.headers.get("vary")).toBe("Accept-Encoding");
      expect(testNotFound.headers.get("content-security-policy")).toBe("CSP-test-404");
      expect(await testNotFound.text()).toBe(testNotFoundPage);

      // A not-found page is a whole document: a byte range of an unknown URL gets all of it.
      const rangeNotFound = await get("/test-details/99999", { headers: { range: "bytes=0-9" } });
      expect(rangeNotFound.status).toBe(404);
      expect(await rangeNotFound.text()).toBe(testNotFoundPage);

      const headNotFound = await get("/test-details/99999", { method: "HEAD" });
      expect(headNotFound.status).toBe(404);
      expect(headNotFound.headers.get("content-security-policy")).toBe("CSP-test-404");

      const head = await get("/big", { method: "HEAD", headers: { "accept-encoding": "br" } });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-encoding")).toBe("br");

      const range = await get("/big", { headers: { "accept-encoding": "br", range: "bytes=0-9" } });
      expect(range.status).toBe(206);
      expect(range.headers.get("content-encoding")).toBeNull();
      expect(await range.text()).toBe("<p>health<");

      const redirect = await get("/facilities/lab", { headers: { "accept-encoding": "br" } });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get("content-encoding")).toBeNull();

      // A file too small to be worth a copy is sent as it is.
      const small = await get("/about", { headers: { "accept-encoding": "br" } });
      expect(small.headers.get("content-encoding")).toBeNull();
      expect(await small.text()).toBe("<h1>About</h1>");
    });
  });
});
