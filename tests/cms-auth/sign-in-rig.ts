import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test as base } from "@playwright/test";
import type { unstable_startWorker as startWorker } from "wrangler";

// The editor's sign-in worker (workers/cms-auth) on Cloudflare's local runtime (wrangler's
// `unstable_startWorker`: workerd, local only), its GITHUB_ORIGIN pointed at a fake GitHub, and a fake
// editor whose page opens the sign-in popup and answers it as Sveltia CMS does. Everything listens on
// 127.0.0.1; nothing leaves the machine. docs/decisions/024-editor-sign-in-worker.md,
// docs/decisions/029-sign-in-bound-to-the-editor-origin.md. Started once per Playwright worker (a
// worker fixture), for every sign-in-*.spec.ts it runs: starting workerd is the slow part.

// Keep wrangler off the network and quiet (as scripts/preview-cdn.mjs).
Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  X_LOCAL_EXPLORER: "false",
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_ID = "Iv23-test-client";
export const CLIENT_SECRET = "test-secret-never-shown";
export const TOKEN = "ghu_test_user_token";
/** Allowed besides the fake editor: origins no test can serve, for the look-alike checks. */
export const OTHER_ALLOWED = ["https://www.site.example", "https://x.pages.dev"];
/** Hostile text where GitHub's words would go: none of it may reach a page. */
export const HOSTILE = `</script><script>document.title="pwned"</script>`;

/** What the fake GitHub answers for the next code it issues. */
type CodeKind = "token" | "token-without-expiry" | "refused";
let nextCodeKind: CodeKind = "token";
type Exchange = { accept: string | undefined; body: Record<string, string>; verified: boolean };
const exchanges: Exchange[] = [];
const authorizations: URLSearchParams[] = [];
const issuedCodes = new Map<string, { challenge: string | null; method: string | null; kind: CodeKind }>();

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
export const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * The fake GitHub. Its authorization page approves at once and remembers the PKCE challenge of the code
 * it issues; its token endpoint hands out a token only for a known code, the App's client ID and secret
 * and a `code_verifier` whose S256 is that challenge (stricter than GitHub, which also takes a sign-in
 * without PKCE: here one without a challenge is refused, so the worker must use it).
 */
function fakeGitHub(): Server {
  // A handler that throws leaves its request unanswered, which fails the test that made it.
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      authorizations.push(url.searchParams);
      const code = `code-${issuedCodes.size + 1}`;
      issuedCodes.set(code, {
        challenge: url.searchParams.get("code_challenge"),
        method: url.searchParams.get("code_challenge_method"),
        kind: nextCodeKind,
      });
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const body = JSON.parse(await bodyOf(request)) as Record<string, string>;
      const issued = issuedCodes.get(body.code ?? "");
      const verified =
        !!issued?.challenge &&
        issued.method === "S256" &&
        typeof body.code_verifier === "string" &&
        s256(body.code_verifier) === issued.challenge;
      exchanges.push({ accept: request.headers.accept, body, verified });
      const ok = verified && body.client_id === CLIENT_ID && body.client_secret === CLIENT_SECRET && issued.kind !== "refused";
      const answer = !ok
        ? { error: "bad_verification_code", error_description: HOSTILE, error_uri: "https://docs.github.com/" }
        : issued.kind === "token-without-expiry"
          ? { access_token: TOKEN, token_type: "bearer", scope: "" }
          : {
              access_token: TOKEN,
              expires_in: 28800,
              refresh_token: "ghr_refresh",
              refresh_token_expires_in: 15811200,
              token_type: "bearer",
              scope: "",
            };
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

/** The sign-in cookie's value as the worker set it: state, PKCE verifier, opener's origin (base64url). */
export function cookieOf(response: Response): string {
  const value = /__Host-cms-auth-state=([^;]*);/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!value) throw new Error("no sign-in cookie");
  return value;
}

/** /auth as the fake editor's popup asks for it (its Referer), then GitHub's approval: the callback URL and cookie. */
async function signInUpTo(callback: CodeKind, referer = `http://127.0.0.1:${sitePort}/`) {
  nextCodeKind = callback;
  const auth = await fetch(`${workerOrigin}/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
    redirect: "manual",
    headers: { Referer: referer },
  });
  expect(auth.status).toBe(302);
  const approved = await fetch(auth.headers.get("location")!, { redirect: "manual" });
  return { callbackUrl: approved.headers.get("location")!, cookie: cookieOf(auth) };
}

/** The sign-in worker, the fake GitHub and the fake editor, running, and what the fake GitHub saw. */
interface SignIn {
  workerOrigin: string;
  githubOrigin: string;
  sitePort: number;
  /** The code exchanges the fake GitHub answered during this test. */
  exchanges: Exchange[];
  /** The authorization requests the fake GitHub answered during this test. */
  authorizations: URLSearchParams[];
  /** Every code the fake GitHub issued since it started (the test only counts them). */
  issuedCodes: typeof issuedCodes;
  signInUpTo: typeof signInUpTo;
}

/**
 * `signIn`: the running sign-in (started once per worker, `signInServers`), its records of the fake
 * GitHub emptied before each test and its next code a token. (A fixture's `use` is called `provide`
 * here, so the React hooks lint does not take it for a hook.)
 */
export const test = base.extend<{ signIn: SignIn }, { signInServers: SignIn }>({
  signInServers: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const github = fakeGitHub();
      const site = fakeSite();
      let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
      try {
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
        await provide({ workerOrigin, githubOrigin, sitePort, exchanges, authorizations, issuedCodes, signInUpTo });
      } finally {
        await worker?.dispose();
        github.close();
        site.close();
      }
    },
    { scope: "worker" },
  ],
  signIn: async ({ signInServers }, provide) => {
    exchanges.length = 0;
    authorizations.length = 0;
    nextCodeKind = "token";
    await provide(signInServers);
  },
});

export { expect };
