// @vitest-environment node
import { mkdtemp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";
import { serveConfig } from "./serve-config.mjs";
import { acceptedEncodings, createSiteServer, servablePath } from "./server.mjs";

describe("servablePath", () => {
  it("decodes a normal path and drops the query", () => {
    expect(servablePath("/test-details/1?from=home")).toBe("/test-details/1");
    expect(servablePath("/a%20b")).toBe("/a b");
  });
  it("refuses what no file can be named", () => {
    for (const url of ["/%", "/test-details/%E0%A4%A", "/a%00b", "/..%2f..%2fetc/passwd", "/a/%2e%2e/b"]) {
      expect(servablePath(url), url).toBeNull();
    }
  });
});

describe("the production server", () => {
  let dir;
  let server;
  let base;
  const get = (url, init) => fetch(`${base}${url}`, { redirect: "manual", ...init });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-server-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "about.html"), "<h1>About</h1>");
    await writeFile(path.join(dir, "404.html"), "<h1>Page Not Found</h1>");
    await writeFile(path.join(dir, "assets", "app-1.js"), "export {};");
    await writeFile(path.join(dir, "_headers"), "/*\n  X: y\n");
    const config = serveConfig({
      fallbackCsp: "CSP-404",
      files: [
        { file: "/about.html", csp: "CSP-about" },
        { file: "/404.html", csp: "CSP-404" },
      ],
    });
    server = createSiteServer({ root: dir, config });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("serves a page with its own policy and the base headers, without HSTS", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe("CSP-about");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/app-1.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown URLs with the not-found page and its policy", async () => {
    const response = await get("/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expect(response.headers.get("content-security-policy")).toBe("CSP-404");
  });

  it("redirects with the base headers too", async () => {
    const response = await get("/facilities/lab");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/lab");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("CSP-404");
  });

  it("answers paths no file can have with the not-found page, not a server error", async () => {
    for (const url of ["/test-details/%00", `/test-details/${"x".repeat(5000)}`, `/${"y".repeat(300)}.png`, "/%", "/a/%E0%A4%A", "/..%2f..%2fetc%2fpasswd"]) {
      const response = await get(url);
      expect(response.status, url.slice(0, 40)).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("keeps the host's config files to itself", async () => {
    expect((await get("/_headers")).status).toBe(404);
  });

  it("only answers GET and HEAD", async () => {
    expect((await get("/about", { method: "POST", body: "x" })).status).toBe(405);
    expect((await get("/about", { method: "HEAD" })).status).toBe(200);
  });

  it("sends the build's brotli copy, else its gzip copy, else the file, and says it varies", async () => {
    const page = "<p>health</p>".repeat(500);
    await writeFile(path.join(dir, "big.html"), page);
    await writeFile(path.join(dir, "404.html"), `<h1>Page Not Found</h1>${"<p>lost</p>".repeat(200)}`);
    precompress(dir);
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
    expect(await notFound.text()).toContain("Page Not Found");

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

describe("acceptedEncodings", () => {
  it("reads Accept-Encoding with weights, brotli first", () => {
    expect(acceptedEncodings("gzip, deflate, br").map((e) => e.name)).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip").map((e) => e.name)).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, *").map((e) => e.name)).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
