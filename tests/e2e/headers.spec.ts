import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { assetUrls, client, deployCases, directives, expectDeployHeaders, inBatches } from "../deploy-cases";
import { allowanceFor } from "./helpers";

// The headers the production server (`npm start`) sends, from the list both servers are held to
// (tests/deploy-cases.ts; the same list runs against Cloudflare's runtime in tests/cdn/).

test.describe("production server headers", () => {
  test("every URL: its status, one policy of its own, the security headers and its cache rule", async ({ request }) => {
    const cases = deployCases();
    // A request per URL, a few at a time: the allowance grows with the number of URLs.
    test.setTimeout(allowanceFor(cases.length, 250));
    await inBatches(cases, async (item) => {
      await expectDeployHeaders(await request.get(item.url, { maxRedirects: 0 }), item, { hsts: false });
    });
  });

  test("a dynamic page's policy differs from another route's and allows the contact form's services", async ({ request }) => {
    const test1 = (await request.get("/test-details/1")).headers()["content-security-policy"]!;
    const about = (await request.get("/about")).headers()["content-security-policy"]!;
    expect(test1).not.toBe(about);
    // e2e settings (.env.e2e)
    expect(directives(test1).get("connect-src")).toEqual(["'self'", "https://api.emailjs.com", "https://formrelay.example"]);
  });

  test("text files are sent precompressed, brotli first", async ({ request }) => {
    for (const url of ["/", "/find-test", ...assetUrls().slice(0, 2)]) {
      const br = await request.get(url, { headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers()["content-encoding"], url).toBe("br");
      expect(br.headers()["vary"], url).toBe("Accept-Encoding");
      const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"], url).toBe("gzip");
      expect(await gzip.text(), url).toBe(await br.text());
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
    expect(rules.length).toBeGreaterThan(2);
    expect(rules.length).toBeLessThanOrEqual(100);
    // The detach lines exist (the per-page policies need them), so the syntax check below runs.
    expect(headersText.split("\n").filter((line) => line.trim().startsWith("!")).length).toBeGreaterThan(0);
    for (const line of headersText.split("\n")) {
      expect(line.length).toBeLessThanOrEqual(2000);
      // `! Name` detaches a header; `!Name` is rejected by the host as an invalid header pair.
      if (line.trim().startsWith("!")) expect(line.trim()).toMatch(/^! [A-Za-z-]+$/);
    }
  });
});
