import { expect, test } from "@playwright/test";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { unstable_startWorker as startWorker } from "wrangler";

// The editor's sign-in worker (workers/cms-auth) on Cloudflare's local runtime (wrangler's
// `unstable_startWorker`: workerd, local only), its GITHUB_ORIGIN pointed at a fake GitHub, and a fake
// site whose page opens the sign-in popup and answers it as Sveltia CMS does. Everything listens on
// 127.0.0.1; nothing leaves the machine. docs/decisions/024-editor-sign-in-worker.md.

// Keep wrangler off the network and quiet (as scripts/preview-cdn.mjs).
Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  X_LOCAL_EXPLORER: "false",
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CLIENT_ID = "Iv23-test-client";
const CLIENT_SECRET = "test-secret-never-shown";
const TOKEN = "ghu_test_user_token";

type Exchange = { accept: string | undefined; body: Record<string, string> };
const exchanges: Exchange[] = [];
const authorizations: URLSearchParams[] = [];

let github: Server;
let site: Server;
let worker: Awaited<ReturnType<typeof startWorker>>;
let workerOrigin: string;
let sitePort: number;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

async function listen(server: Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** The fake GitHub: its authorization page approves at once; its token endpoint checks the exchange. */
function fakeGitHub(): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      authorizations.push(url.searchParams);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code: "code-from-github", state: url.searchParams.get("state") ?? "" }).toString();
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await bodyOf(request)) as Record<string, string>;
      exchanges.push({ accept: request.headers.accept, body });
      const ok = body.client_id === CLIENT_ID && body.client_secret === CLIENT_SECRET && body.code === "code-from-github";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify(
          ok
            ? { access_token: TOKEN, token_type: "bearer", scope: "" }
            : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
        ),
      );
      return;
    }
    response.writeHead(404).end();
  });
}

/** The fake site: a page that opens the sign-in popup and answers it as Sveltia CMS 0.221 does. */
function fakeSite(): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Editor</title><button id="sign-in">Sign in with GitHub</button>
<script>
  window.received = [];
  document.getElementById("sign-in").addEventListener("click", () => {
    const authURL = ${JSON.stringify(workerOrigin)} + "/auth?" + new URLSearchParams({ provider: "github", site_id: location.hostname, scope: "repo" });
    const popup = window.open(authURL, "auth", "width=600,height=800");
    window.addEventListener("message", ({ origin, data }) => {
      if (origin !== new URL(authURL).origin || typeof data !== "string") return;
      window.received.push(data);
      if (data === "authorizing:github") popup.postMessage(data, origin);
    });
  });
</script>`);
  });
}

test.beforeAll(async () => {
  github = fakeGitHub();
  site = fakeSite();
  const githubPort = await listen(github);
  sitePort = await listen(site);
  // Imported here, after the environment above is set.
  const { unstable_startWorker } = await import("wrangler");
  worker = await unstable_startWorker({
    config: path.join(root, "workers/cms-auth/wrangler.toml"),
    bindings: {
      GITHUB_CLIENT_ID: { type: "secret_text", value: CLIENT_ID },
      GITHUB_CLIENT_SECRET: { type: "secret_text", value: CLIENT_SECRET },
      GITHUB_ORIGIN: { type: "plain_text", value: `http://127.0.0.1:${githubPort}` },
      // The site on 127.0.0.1 is allowed; the same site reached as localhost is another origin, not allowed.
      ALLOWED_ORIGINS: { type: "plain_text", value: `http://127.0.0.1:${sitePort}, https://*.healthplus-site.pages.dev` },
    },
    dev: {
      remote: false,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: "warn",
    },
  });
  workerOrigin = (await worker.url).origin;
});

test.afterAll(async () => {
  await worker?.dispose();
  github?.close();
  site?.close();
});

test.beforeEach(() => {
  exchanges.length = 0;
  authorizations.length = 0;
});

test("/auth redirects to GitHub with the client id, the callback and a state kept in a secure cookie", async () => {
  const response = await fetch(`${workerOrigin}/auth?provider=github&site_id=127.0.0.1&scope=repo`, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin).toBe(`http://127.0.0.1:${(github.address() as AddressInfo).port}`);
  expect(location.pathname).toBe("/login/oauth/authorize");
  expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(location.searchParams.get("redirect_uri")).toBe(`${workerOrigin}/callback`);
  const state = location.searchParams.get("state")!;
  expect(state).toMatch(/^[\w-]{43}$/);
  const cookie = response.headers.get("set-cookie")!;
  expect(cookie).toContain(`__Host-cms-auth-state=${state};`);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("/callback refuses a state that is not the browser's, and exchanges nothing", async () => {
  const wrong = await fetch(`${workerOrigin}/callback?code=code-from-github&state=forged`, {
    headers: { Cookie: "__Host-cms-auth-state=the-real-state" },
  });
  expect(wrong.status).toBe(400);
  const page = await wrong.text();
  expect(page).toContain("does not match");
  expect(page).toContain('"errorCode":"CSRF_DETECTED"');
  expect(page).not.toContain(CLIENT_SECRET);
  const missing = await fetch(`${workerOrigin}/callback?code=code-from-github&state=forged`);
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("could not be checked");
  expect(exchanges).toEqual([]);
});

test("a refused code says GitHub refused it, without the secret", async () => {
  const response = await fetch(`${workerOrigin}/callback?code=stale&state=s1`, { headers: { Cookie: "__Host-cms-auth-state=s1" } });
  expect(response.status).toBe(502);
  const page = await response.text();
  expect(page).toContain("GitHub refused the sign-in: The code passed is incorrect or expired.");
  expect(page).not.toContain(CLIENT_SECRET);
  expect(exchanges).toHaveLength(1);
});

test("signing in from an allowed site hands it the token", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${sitePort}/`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  const violations: string[] = [];
  popup.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([
    "authorizing:github",
    `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
  ]);
  expect(authorizations).toHaveLength(1);
  expect(exchanges).toEqual([
    {
      accept: "application/json",
      body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: "code-from-github", redirect_uri: `${workerOrigin}/callback` },
    },
  ]);
  await expect(popup.getByRole("status")).toHaveText(/Signed in/);
  const csp = (await popup.request.get(popup.url())).headers()["content-security-policy"];
  expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+={0,2}'; /);
  expect(violations).toEqual([]);
});

test("a site that is not allowed gets no token", async ({ page }) => {
  await page.goto(`http://localhost:${sitePort}/`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  await expect(popup.getByRole("status")).toHaveText(new RegExp(`Sign-in refused: the page that opened this window \\(http://localhost:${sitePort}\\)`));
  expect(exchanges).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(["authorizing:github"]);
});
