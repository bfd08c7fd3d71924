import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { assetUrls, client, deployCases, directives, expectDeployHeaders, fontUrls, inBatches } from "#tests/deploy-cases.ts";
import { allowanceFor } from "./helpers.ts";

// The headers the production server (`npm start`) sends, from the list both servers are held to
// (tests/deploy-cases.ts; the same list runs against Cloudflare's runtime in tests/cdn/).

test.describe("production server headers", () => {
  test("every URL: its status, one policy of its own, the security headers and its cache rule", async ({ request }) => {
    const cases = deployCases();
    // Every kind expectDeployHeaders branches on; the not-found URLs and the redirects are written out.
    expect(cases.filter((item) => item.kind === "page").length).toBeGreaterThan(90);
    expect(cases.filter((item) => item.kind === "asset").length).toBeGreaterThanOrEqual(3); // a stylesheet and scripts
    // A request per URL, a few at a time: the allowance grows with the number of URLs.
    test.setTimeout(allowanceFor(cases.length, 250));
    await inBatches(cases, async (item) => {
      await expectDeployHeaders(await request.get(item.url, { maxRedirects: 0 }), item, { hsts: false });
    });
  });

  test("a page's policy is the one the build gave it, and allows the contact form's services", async ({ request }) => {
    // Astro writes each page's policy (the hashes of the inline scripts it may render: the island
    // runtime and the pre-hydration script); the build's serve.json sends it with the page's file.
    const serveJson = JSON.parse(readFileSync(path.resolve(client, "..", "serve.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const built = (file: string) =>
      serveJson.headers.find((entry) => entry.source === file)?.headers.find((header) => header.key === "Content-Security-Policy")?.value;
    for (const [url, file] of [
      ["/test-details/1", "/test-details/1.html"],
      ["/about", "/about.html"],
    ] as const) {
      const policy = (await request.get(url)).headers()["content-security-policy"]!;
      expect(built(file), file).toBeDefined();
      expect(policy, url).toBe(built(file));
      // e2e settings (.env.e2e)
      expect(directives(policy).get("connect-src"), url).toEqual(["'self'", "https://api.emailjs.com", "https://formrelay.example"]);
    }
  });

  test("text files are sent precompressed, brotli first", async ({ request }) => {
    // Files under 1 KB are sent as they are (scripts/precompress.mjs): the first two assets above it.
    const compressed = assetUrls().filter((url) => statSync(path.join(client, url)).size >= 1024);
    for (const url of ["/", "/find-test", ...compressed.slice(0, 2)]) {
      const br = await request.get(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers()["content-encoding"], url).toBe("br");
      expect(br.headers()["vary"], url).toBe("Accept-Encoding");
      const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], url).toBe("gzip");
      expect(await gzip.text(), url).toBe(await br.text());
    }
  });

  test("the font files: the site's own, as they are (no second compression), cached a year", async ({ request }) => {
    // The four Devanagari faces and the switch's few glyphs (docs/decisions/033-devanagari-web-font.md, 063-hindi-type.md).
    const fonts = fontUrls();
    expect(fonts.map((url) => url.replace(/\.[\w-]+\.woff2$/, ".woff2")).sort()).toEqual([
      "/assets/devanagari-400.woff2",
      "/assets/devanagari-500.woff2",
      "/assets/devanagari-600.woff2",
      "/assets/devanagari-700.woff2",
      "/assets/language-switch-600.woff2",
    ]);
    for (const url of fonts) {
      const response = await request.get(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(response.headers()["content-type"], url).toBe("font/woff2");
      expect(response.headers()["content-encoding"], url).toBeUndefined();
      expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect((await response.body()).subarray(0, 4).toString("latin1"), url).toBe("wOF2");
    }
  });

  test("the host's config files are not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
    expect((await request.get("/_redirects")).status()).toBe(404);
  });
});

test.describe("deploy recipe files", () => {
  const headersText = readFileSync(path.join(client, "_headers"), "utf8");

  test("_headers stays within the host's limits and uses its detach syntax", () => {
    const rules = headersText.split("\n").filter((line) => line.startsWith("/"));
    // At least the site's rule (`/*`) and the hashed assets' (`/assets/*`); pages get rules of their
    // own only where their policy differs from what those give them.
    expect(rules.length).toBeGreaterThanOrEqual(2);
    expect(rules.length).toBeLessThanOrEqual(100);
    // The detach lines exist (the assets' cache rule needs one), so the syntax check below runs.
    expect(headersText.split("\n").filter((line) => line.trim().startsWith("!")).length).toBeGreaterThan(0);
    for (const line of headersText.split("\n")) {
      expect(line.length).toBeLessThanOrEqual(2000);
      // `! Name` detaches a header; `!Name` is rejected by the host as an invalid header pair.
      if (line.trim().startsWith("!")) expect(line.trim()).toMatch(/^! [A-Za-z-]+$/);
    }
  });
});
