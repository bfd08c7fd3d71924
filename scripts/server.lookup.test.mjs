// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, nearestNotFoundPage, notFoundLookupPath, servablePath } from "./server.mjs";

// How the production server (server.mjs) looks a request up: the file path a URL may name, where the
// not-found lookup starts, the nearest not-found page, and the encodings the browser accepts.

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

describe("notFoundLookupPath", () => {
  it("keeps the folders before the first name no file can have, so the lookup starts in that folder", () => {
    expect(notFoundLookupPath("/test-details/%E0%A4%A")).toBe("/test-details/x");
    expect(notFoundLookupPath("/test-details/..%2f..%2fetc%2fpasswd")).toBe("/test-details/x");
    expect(notFoundLookupPath("/services/pathology/a%00b?x=1")).toBe("/services/pathology/x");
    expect(notFoundLookupPath("/services/%/deeper/still")).toBe("/services/x");
    expect(notFoundLookupPath("/%")).toBe("/x");
    expect(notFoundLookupPath("/a/%2e%2e/b")).toBe("/a/x");
  });
});

describe("nearestNotFoundPage", () => {
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "site-not-found-"));
    await mkdir(path.join(dir, "services", "lab"), { recursive: true });
    await writeFile(path.join(dir, "404.html"), "");
    await writeFile(path.join(dir, "services", "404.html"), "");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("walks up from the path's folder to the site's own, as Cloudflare Pages does", async () => {
    expect(await nearestNotFoundPage(dir, "/services/lab/x")).toBe("/services/404.html");
    expect(await nearestNotFoundPage(dir, "/services/x")).toBe("/services/404.html");
    expect(await nearestNotFoundPage(dir, "/services")).toBe("/404.html");
    expect(await nearestNotFoundPage(dir, "/x")).toBe("/404.html");
    expect(await nearestNotFoundPage(dir, "/")).toBe("/404.html");
    expect(await nearestNotFoundPage(dir, `/${"y".repeat(5000)}/z`)).toBe("/404.html");
  });

  it("finds nothing in a site without one", async () => {
    expect(await nearestNotFoundPage(path.join(dir, "services", "lab"), "/a/b")).toBeNull();
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
