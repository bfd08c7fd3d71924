// The content editor's Astro integration (astro.editor.config.ts). The editor is a build of its own,
// deployed on an origin of its own, so that no script of the public site's origin (an injected one, or
// a file uploaded under public/) shares the storage where Sveltia keeps the editor's GitHub token
// (docs/decisions/028-editor-on-its-own-origin.md):
// - one page, app/admin/editor.astro, at the root: "/" is index.html;
// - a release build stops on the editor's placeholder settings before anything is written
//   (app/domain/build-checks.ts `editorBuildProblems`);
// - the page's Content-Security-Policy is Astro's (with `editorCspDirectives` of
//   scripts/security-headers.mjs), sent as a header (the static adapter of scripts/site-build.mjs);
// - when the page is written: a not-found page, robots.txt (nothing to crawl), the host's `_headers`
//   (the policy, `noindex`, the base headers and HSTS on every response) and the local server's
//   serve.json beside the output folder (build/editor/serve.json), so `scripts/server.mjs` and
//   `wrangler pages dev` serve it as the host will. Nothing of public/ is copied (astro.editor.config.ts).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareHeaders } from "./deploy-config.mjs";
import { NOINDEX_HEADERS, normalizePolicy } from "./security-headers.mjs";
import { serveConfig } from "./serve-config.mjs";
import { staticHeadersAdapter } from "./site-build.mjs";

/** The editor's page, relative to the project root, and where it is served. */
export const EDITOR_ENTRYPOINT = "./app/admin/editor.astro";

/** Nothing on the editor's origin is for search engines. */
export const EDITOR_ROBOTS_TXT = "User-agent: *\nDisallow: /\n";

/** The editor's not-found page: plain words and a link to the editor, no script. */
export const EDITOR_NOT_FOUND_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Not found · Content editor</title>
</head>
<body>
<main>
<h1>Not found</h1>
<p>There is nothing at this address. <a href="/">Open the content editor</a>.</p>
</main>
</body>
</html>
`;

/**
 * The host's `_headers` and the local server's config for the editor's build: one policy (`csp`, the
 * editor page's) on every response, `noindex` everywhere, no redirects.
 */
export function editorHostConfigs(pageCsp) {
  const csp = normalizePolicy(pageCsp);
  const plan = {
    fallbackCsp: csp,
    pages: [{ url: "/", csp }],
    notFoundPages: [{ file: "/404.html", csp }],
    files: [
      { file: "/index.html", csp },
      { file: "/404.html", csp },
    ],
  };
  return {
    headers: cloudflareHeaders(plan, { everywhere: NOINDEX_HEADERS }),
    serve: serveConfig(plan, { redirects: [], everywhere: NOINDEX_HEADERS }),
  };
}

/**
 * @param {{ problems: () => string[] }} options `problems`: what stops a build (a release build with
 *   placeholder settings).
 */
export function editorBuild({ problems }) {
  let csp;
  return {
    name: "editor-build",
    hooks: {
      "astro:config:setup": ({ command, injectRoute }) => {
        if (command === "build") {
          const found = problems();
          if (found.length > 0) {
            console.error(found.join("\n"));
            process.exit(1);
          }
        }
        injectRoute({ pattern: "/", entrypoint: EDITOR_ENTRYPOINT, prerender: true });
      },
      "astro:config:done": ({ setAdapter }) => setAdapter(staticHeadersAdapter("editor-build")),
      "astro:build:generated": ({ routeToHeaders }) => {
        csp = routeToHeaders.get("/")?.headers.get("content-security-policy");
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (!csp) throw new Error("editor-build: Astro gave the editor's page no Content-Security-Policy");
        const client = fileURLToPath(dir);
        const { headers, serve } = editorHostConfigs(csp);
        await writeFile(path.join(client, "404.html"), EDITOR_NOT_FOUND_HTML);
        await writeFile(path.join(client, "robots.txt"), EDITOR_ROBOTS_TXT);
        await writeFile(path.join(client, "_headers"), headers.text);
        await writeFile(path.join(client, "..", "serve.json"), JSON.stringify(serve, null, 2));
        logger.info(`the editor's page, 404.html, robots.txt, _headers (${headers.rules.length} rules) and ../serve.json`);
      },
    },
  };
}
