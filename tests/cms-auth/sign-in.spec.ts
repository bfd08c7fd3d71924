import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { unstable_startWorker as startWorker } from "wrangler";

// The editor's sign-in worker (workers/cms-auth) on Cloudflare's local runtime (wrangler's
// `unstable_startWorker`: workerd, local only), its GITHUB_ORIGIN pointed at a fake GitHub, and a fake
// editor whose page opens the sign-in popup and answers it as Sveltia CMS does. Everything listens on
// 127.0.0.1; nothing leaves the machine. docs/decisions/024-editor-sign-in-worker.md,
// docs/decisions/029-sign-in-bound-to-the-editor-origin.md.

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
/** Allowed besides the fake editor: origins no test can serve, for the look-alike checks. */
const OTHER_ALLOWED = ["https://www.site.example", "https://x.pages.dev"];
/** Hostile text where GitHub's words would go: none of it may reach a page. */
const HOSTILE = `</script><script>document.title="pwned"</script>`;

/** What the fake GitHub answers for the next code it issues. */
type CodeKind = "token" | "token-without-expiry" | "refused";
let nextCodeKind: CodeKind = "token";
type Exchange = { accept: string | undefined; body: Record<string, string>; verified: boolean };
const exchanges: Exchange[] = [];
const authorizations: URLSearchParams[] = [];
const issuedCodes = new Map<string, { challenge: string | null; method: string | null; kind: CodeKind }>();

let github: Server;
let site: Server;
let worker: Awaited<ReturnType<typeof startWorker>>;
let workerOrigin: string;
let sitePort: number;
let githubOrigin: string;

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

/** RFC 7636's S256, computed here with Node's crypto: base64url(SHA-256(verifier)). */
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * The fake GitHub. Its authorization page approves at once and remembers the PKCE challenge of the code
 * it issues; its token endpoint hands out a token only for a known code, the App's client ID and secret
 * and a `code_verifier` whose S256 is that challenge (stricter than GitHub, which also takes a sign-in
 * without PKCE: here one without a challenge is refused, so the worker must use it).
 */
function fakeGitHub(): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      authorizations.push(url.searchParams);
      const code = `code-${issuedCodes.size + 1}`;
      issuedCodes.set(code, { challenge: url.searchParams.get("code_challenge"), method: url.searchParams.get("code_challenge_method"), kind: nextCodeKind });
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await bodyOf(request)) as Record<string, string>;
      const issued = issuedCodes.get(body.code ?? "");
      const verified = !!issued?.challenge && issued.method === "S256" && typeof body.code_verifier === "string" && s256(body.code_verifier) === issued.challenge;
      exchanges.push({ accept: request.headers.accept, body, verified });
      const ok = verified && body.client_id === CLIENT_ID && body.client_secret === CLIENT_SECRET && issued!.kind !== "refused";
      const answer = !ok
        ? { error: "bad_verification_code", error_description: HOSTILE, error_uri: "https://docs.github.com/" }
        : issued!.kind === "token-without-expiry"
          ? { access_token: TOKEN, token_type: "bearer", scope: "" }
          : { access_token: TOKEN, expires_in: 28800, refresh_token: "ghr_refresh", refresh_token_expires_in: 15811200, token_type: "bearer", scope: "" };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      return;
    }
    response.writeHead(404).end();
  });
}

/**
 * The fake editor: a page that opens the sign-in popup and answers it as Sveltia CMS 0.221 does. With
 * `?answer=frame` another window, a frame of the same page, sends the answer first, and the opener's
 * own answer follows; the frame records what reaches it.
 */
function fakeSite(): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    if (url.pathname === "/frame") {
      response.end(`<!doctype html><title>Frame</title><script>
  window.received = [];
  window.addEventListener("message", ({ data }) => window.received.push(data));
  window.answer = () => parent.popup.postMessage("authorizing:github", ${JSON.stringify(workerOrigin)});
</script>`);
      return;
    }
    // `?site_id=…&referrer=none`: a page that hides its Referer and names another host than its own.
    const referrer = url.searchParams.get("referrer") === "none" ? `<meta name="referrer" content="no-referrer">` : "";
    response.end(`<!doctype html>${referrer}<title>Editor</title><button id="sign-in">Sign in with GitHub</button>
<iframe id="frame" src="/frame" title="another window"></iframe>
<script>
  window.received = [];
  const query = new URLSearchParams(location.search);
  const viaFrame = query.get("answer") === "frame";
  document.getElementById("sign-in").addEventListener("click", () => {
    const siteId = query.get("site_id") ?? location.hostname;
    const authURL = ${JSON.stringify(workerOrigin)} + "/auth?" + new URLSearchParams({ provider: "github", site_id: siteId, scope: "repo" });
    window.popup = window.open(authURL, "auth", "width=600,height=800");
    window.addEventListener("message", ({ origin, data }) => {
      if (origin !== new URL(authURL).origin || typeof data !== "string") return;
      window.received.push(data);
      if (data !== "authorizing:github") return;
      if (viaFrame) document.getElementById("frame").contentWindow.answer();
      window.popup.postMessage(data, origin);
    });
  });
</script>`);
  });
}

test.beforeAll(async () => {
  github = fakeGitHub();
  site = fakeSite();
  githubOrigin = `http://127.0.0.1:${await listen(github)}`;
  sitePort = await listen(site);
  // Imported here, after the environment above is set.
  const { unstable_startWorker } = await import("wrangler");
  worker = await unstable_startWorker({
    config: path.join(root, "workers/cms-auth/wrangler.toml"),
    bindings: {
      GITHUB_CLIENT_ID: { type: "secret_text", value: CLIENT_ID },
      GITHUB_CLIENT_SECRET: { type: "secret_text", value: CLIENT_SECRET },
      GITHUB_ORIGIN: { type: "plain_text", value: githubOrigin },
      // The fake editor on 127.0.0.1 is allowed; the same page reached as localhost is another origin.
      ALLOWED_ORIGINS: { type: "plain_text", value: [`http://127.0.0.1:${sitePort}`, ...OTHER_ALLOWED].join(", ") },
    },
    dev: {
      remote: false,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      persist: false,
      watch: false,
      logLevel: "error",
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
  nextCodeKind = "token";
});

/** The sign-in cookie's value as the worker set it: state, PKCE verifier, opener's origin (base64url). */
function cookieOf(response: Response): string {
  const value = /__Host-cms-auth-state=([^;]*);/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!value) throw new Error("no sign-in cookie");
  return value;
}

/** /auth as the fake editor's popup asks for it (its Referer), then GitHub's approval: the callback URL and cookie. */
async function signInUpTo(callback: CodeKind, referer = `http://127.0.0.1:${sitePort}/`) {
  nextCodeKind = callback;
  const auth = await fetch(`${workerOrigin}/auth?provider=github&site_id=127.0.0.1&scope=repo`, { redirect: "manual", headers: { Referer: referer } });
  expect(auth.status).toBe(302);
  const approved = await fetch(auth.headers.get("location")!, { redirect: "manual" });
  return { callbackUrl: approved.headers.get("location")!, cookie: cookieOf(auth) };
}

test("/auth redirects to GitHub with the client id, the callback, a state and a PKCE challenge, kept in a secure cookie", async () => {
  const response = await fetch(`${workerOrigin}/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
    redirect: "manual",
    headers: { Referer: `http://127.0.0.1:${sitePort}/` },
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin).toBe(githubOrigin);
  expect(location.pathname).toBe("/login/oauth/authorize");
  expect(location.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(location.searchParams.get("redirect_uri")).toBe(`${workerOrigin}/callback`);
  expect(location.searchParams.get("code_challenge_method")).toBe("S256");
  const state = location.searchParams.get("state")!;
  expect(state).toMatch(/^[\w-]{43}$/);
  const cookie = response.headers.get("set-cookie")!;
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  // The cookie binds the state, the verifier of the challenge sent and the opener's origin.
  const [cookieState, verifier, origin] = cookieOf(response).split(".");
  expect(cookieState).toBe(state);
  expect(verifier).toMatch(/^[\w-]{43}$/);
  expect(location.searchParams.get("code_challenge")).toBe(s256(verifier!));
  expect(Buffer.from(origin!, "base64url").toString()).toBe(`http://127.0.0.1:${sitePort}`);
  expect(response.headers.get("cache-control")).toBe("no-store");
});

test("/auth refuses a look-alike of an allowed origin before anything reaches GitHub", async () => {
  const lookAlikes = ["https://www.site.example.evil.com", "https://a.b.x.pages.dev", "http://www.site.example", `http://localhost:${sitePort}`];
  expect(lookAlikes).toHaveLength(4);
  for (const origin of lookAlikes) {
    for (const headers of [{ Referer: `${origin}/` }, {}] as Record<string, string>[]) {
      // Without a Referer, site_id is a host name only: the http variant's names the allowed https
      // origin's host, which binds that origin, so the http page's answer is not taken at the handshake.
      if (origin === "http://www.site.example" && !("Referer" in headers)) continue;
      const siteId = new URL(origin).hostname;
      const response = await fetch(`${workerOrigin}/auth?provider=github&site_id=${siteId}&scope=repo`, { redirect: "manual", headers });
      const label = `${origin} ${"Referer" in headers ? "as Referer" : "as site_id"}`;
      expect(response.status, label).toBe(403);
      expect(response.headers.get("location"), label).toBeNull();
      expect(response.headers.get("set-cookie"), label).toMatch(/^__Host-cms-auth-state=; Path=\/; Max-Age=0/);
      const page = await response.text();
      expect(page, label).toContain("Sign-in refused: the page that opened this window is not the content editor");
      expect(page, label).not.toContain(siteId);
    }
  }
  // The allowed origins themselves pass, by Referer and by site_id.
  for (const origin of OTHER_ALLOWED) {
    const byReferer = await fetch(`${workerOrigin}/auth?provider=github`, { redirect: "manual", headers: { Referer: `${origin}/` } });
    expect(byReferer.status, origin).toBe(302);
    const bySiteId = await fetch(`${workerOrigin}/auth?provider=github&site_id=${new URL(origin).hostname}`, { redirect: "manual" });
    expect(bySiteId.status, origin).toBe(302);
  }
  expect(authorizations).toEqual([]);
});

test("/callback refuses a state that is not the browser's, and exchanges nothing", async () => {
  const { callbackUrl, cookie } = await signInUpTo("token");
  const wrong = await fetch(callbackUrl.replace(/state=[^&]+/, "state=forged"), { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(wrong.status).toBe(400);
  const page = await wrong.text();
  expect(page).toContain("does not match");
  expect(page).toContain('"errorCode":"CSRF_DETECTED"');
  // Nothing is handed to any window: the sign-in's origin is bound to the state that did not match.
  expect(page).toContain('"origin":null');
  expect(page).not.toContain(CLIENT_SECRET);
  const missing = await fetch(callbackUrl);
  expect(missing.status).toBe(400);
  expect(await missing.text()).toContain("could not be checked");
  expect(exchanges).toEqual([]);
});

test("GitHub's words are never written on a page: a </script> in error_description is not reflected", async () => {
  const cancelled = await fetch(`${workerOrigin}/callback?${new URLSearchParams({ error: "access_denied", error_description: HOSTILE, state: "s" })}`);
  expect(cancelled.status).toBe(400);
  const cancelledPage = await cancelled.text();
  expect(cancelledPage).toContain("The sign-in was cancelled on GitHub.");
  const other = await fetch(`${workerOrigin}/callback?${new URLSearchParams({ error: HOSTILE, error_description: HOSTILE, state: "s" })}`);
  const otherPage = await other.text();
  expect(otherPage).toContain("GitHub refused the sign-in.");
  // A refused code: GitHub's answer carries the same text in its error_description.
  const { callbackUrl, cookie } = await signInUpTo("refused");
  const refused = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(refused.status).toBe(502);
  const refusedPage = await refused.text();
  expect(refusedPage).toContain("GitHub refused the sign-in: its code was wrong or had expired.");
  for (const page of [cancelledPage, otherPage, refusedPage]) {
    expect(page).not.toContain("pwned");
    expect(page).not.toContain(CLIENT_SECRET);
    // One closing tag per script of the page itself: the data block and the handshake.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  }
});

test("a token answer without expires_in is refused, and the token goes nowhere", async () => {
  const { callbackUrl, cookie } = await signInUpTo("token-without-expiry");
  const response = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${cookie}` } });
  expect(response.status).toBe(502);
  const page = await response.text();
  expect(page).toContain("has no expiry time, so it was refused");
  expect(page).toContain('"errorCode":"MISCONFIGURED_CLIENT"');
  expect(page).not.toContain(TOKEN);
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]!.verified).toBe(true);
});

test("PKCE: the code is exchanged with the verifier of the challenge sent, and a wrong verifier gets no token", async () => {
  const { callbackUrl, cookie } = await signInUpTo("token");
  const [state, verifier, origin] = cookie.split(".");
  const otherVerifier = `${verifier!.slice(0, -1)}${verifier!.endsWith("A") ? "B" : "A"}`;
  const tampered = await fetch(callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${[state, otherVerifier, origin].join(".")}` } });
  expect(tampered.status).toBe(502);
  expect(await tampered.text()).not.toContain(TOKEN);
  const again = await signInUpTo("token");
  const signedIn = await fetch(again.callbackUrl, { headers: { Cookie: `__Host-cms-auth-state=${again.cookie}` } });
  expect(signedIn.status).toBe(200);
  expect(await signedIn.text()).toContain(TOKEN);
  expect(exchanges.map(({ body, verified }) => [body.code_verifier, verified])).toEqual([
    [otherVerifier, false],
    [again.cookie.split(".")[1], true],
  ]);
});

test("signing in from the allowed editor hands it the token", async ({ page }) => {
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
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]).toMatchObject({
    accept: "application/json",
    verified: true,
    body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: "code-" + String(issuedCodes.size), redirect_uri: `${workerOrigin}/callback` },
  });
  await expect(popup.getByRole("status")).toHaveText(/Signed in/);
  const csp = (await popup.request.get(popup.url())).headers()["content-security-policy"];
  expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+={0,2}'; /);
  expect(violations).toEqual([]);
});

test("a page on an origin that is not allowed gets nothing, not even the handshake", async ({ page }) => {
  await page.goto(`http://localhost:${sitePort}/`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  await expect(popup.getByRole("status")).toHaveText(/^Sign-in refused: the page that opened this window is not the content editor/);
  expect(authorizations).toHaveLength(0);
  expect(exchanges).toHaveLength(0);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
});

test("a page on another origin that hides its Referer and names the allowed host gets nothing", async ({ page }) => {
  await page.goto(`http://localhost:${sitePort}/?site_id=127.0.0.1&referrer=none`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  // The worker bound the allowed origin of that host; the handshake is posted to that origin only.
  await expect(popup.getByRole("status")).toHaveText("Handing the sign-in to the editor…");
  expect(exchanges).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
  await expect(popup.getByRole("status")).toHaveText("Handing the sign-in to the editor…");
});

test("a message from another window than the opener gets nothing", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${sitePort}/?answer=frame`);
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Sign in with GitHub" }).click()]);
  const success = `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`;
  // The frame answered first, then the opener: only the opener's answer is taken, once.
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(["authorizing:github", success]);
  await expect(popup.getByRole("status")).toHaveText(/Signed in/);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(["authorizing:github", success]);
  const frame = page.frameLocator("#frame").locator(":root");
  expect(await frame.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
});
