import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { EDITOR_ORIGIN_SETTING, expectEditorPage } from "#tests/deploy-cases.ts";
import { client, editorClient, filesUnder, test } from "./editor-setup.ts";

// The content editor's build and the public site's (docs/decisions/028-editor-on-its-own-origin.md): what
// the editor's page script carries, that the site's build holds none of the editor, and that the site's
// /admin leads to the editor's own origin (editor-setup.ts serves it). The editor in the browser:
// editor.spec.ts.

test.describe("the editor's build", () => {
  test("the editor's page script carries no test's facts: they come with the first preview (its start keeps its weight as the menu grows)", () => {
    // A sentence of content/en/test-facts/lipid-profile.json, which the test-card preview shows.
    const fact = "Measures total cholesterol, HDL, LDL, VLDL and triglycerides";
    const html = readFileSync(path.join(editorClient, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(readFileSync(path.join(editorClient, scripts[0]!), "utf8")).not.toContain(fact);
    const chunks = readdirSync(path.join(editorClient, "assets")).filter(
      (name) => name.endsWith(".js") && readFileSync(path.join(editorClient, "assets", name), "utf8").includes(fact),
    );
    expect(chunks).toEqual([expect.stringMatching(/^preview-cards\.[\w-]+\.js$/)]);
  });
});

test.describe("the public site and the editor", () => {
  test("the public site's build holds none of the editor: no page of it, no script of it", () => {
    // The editor's own code carries the name of Sveltia's test backend; no file of the site may.
    const marker = "sveltia-cms-test";
    const editorScripts = readdirSync(path.join(editorClient, "assets")).filter((name) => name.endsWith(".js"));
    expect(editorScripts.some((name) => readFileSync(path.join(editorClient, "assets", name), "utf8").includes(marker))).toBe(true);

    const siteFiles = filesUnder(client).filter((file) => /\.(html|js|css|json|txt|xml)$/.test(file));
    expect(siteFiles.length).toBeGreaterThan(100);
    const holding = siteFiles.filter((file) => readFileSync(file, "utf8").includes(marker));
    expect(holding).toEqual([]);
    expect(existsSync(path.join(client, "admin.html"))).toBe(false);
    expect(existsSync(path.join(client, "admin"))).toBe(false);
  });

  test("/admin on the public site leads to the editor's own origin, which serves it with its own policy, and nothing of the site", async ({
    request,
    editor,
  }) => {
    for (const url of ["/admin", "/admin/"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      // The local server first drops a trailing slash (301), as it does for every URL.
      const target = response.status() === 301 ? await request.get(response.headers().location!, { maxRedirects: 0 }) : response;
      expect(target.status(), url).toBe(302);
      expect(target.headers().location, url).toBe(`${EDITOR_ORIGIN_SETTING}/`);
    }
    await expectEditorPage(request, editor);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});
