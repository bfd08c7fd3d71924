/**
 * The editor's sign-in worker: the OAuth token exchange between Sveltia CMS (/admin, its `github`
 * backend with `base_url` = this worker) and the site's GitHub App, which holds the client secret the
 * browser must never see. It speaks the protocol Sveltia CMS (and Decap/Netlify CMS) use for an
 * external OAuth provider:
 *
 * 1. `GET /auth?provider=github&site_id=…&scope=…` (in the popup the editor opens): redirect to GitHub's
 *    authorization page with a random `state`, kept in a Secure, HttpOnly, SameSite=Lax cookie.
 * 2. `GET /callback?code=…&state=…` (GitHub sends the popup back here): check `state` against the
 *    cookie, exchange the code for a user access token, and answer a page whose script hands the
 *    token to the window that opened the popup: it posts `authorizing:github` to the opener, waits for
 *    the opener to answer with the same message, and posts
 *    `authorization:github:success:{"token":"…","provider":"github"}` (or `…:error:{…}`) to that
 *    opener's origin, only if that origin is one of ALLOWED_ORIGINS.
 *
 * `site_id` and `scope` are accepted and ignored: `site_id` is whatever the caller says (the origin of
 * the opener's message, set by the browser, is what is checked), and a GitHub App's user token has the
 * App's permissions on the repositories it is installed on, whatever scope is asked for.
 * docs/decisions/024-editor-sign-in-worker.md; docs/editing-setup.md.
 */

export interface Env {
  /** The GitHub App's client ID (a wrangler secret). */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub App's client secret (a wrangler secret). */
  GITHUB_CLIENT_SECRET?: string;
  /** Comma-separated origins allowed to receive a token; `*` is one DNS label at the start of a host. */
  ALLOWED_ORIGINS?: string;
  /** GitHub's web origin, https://github.com unless set (the tests point it at a fake). */
  GITHUB_ORIGIN?: string;
}

const PROVIDER = "github";
const STATE_COOKIE = "__Host-cms-auth-state";
/** The sign-in must come back within this many seconds of starting. */
const STATE_MAX_AGE = 600;

/** Error codes Sveltia CMS translates (`sign_in_error.<code>` in its locales). */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "UNSUPPORTED_DOMAIN"
  | "MISCONFIGURED_CLIENT"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type Outcome =
  | { status: "success"; token: string }
  | { status: "error"; httpStatus: number; error: string; errorCode: ErrorCode };

/**
 * The popup page's script. It is the same text on every response, so the page's policy allows it by
 * its hash; what changes (the outcome, the allowed origins) is read from a JSON data block.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById("sign-in-result").textContent);
  const status = document.getElementById("status");
  const opener = window.opener;
  if (!opener) {
    status.textContent = "This window was not opened by the content editor. Close it and sign in from the editor.";
    return;
  }
  const allowed = (origin) => data.allowedOrigins.some((source) => new RegExp(source).test(origin));
  window.addEventListener("message", (event) => {
    if (event.source !== opener || event.data !== "authorizing:" + data.provider) return;
    if (!allowed(event.origin)) {
      status.textContent = "Sign-in refused: the page that opened this window (" + event.origin + ") is not one of the sites allowed to sign in here.";
      return;
    }
    opener.postMessage("authorization:" + data.provider + ":" + data.status + ":" + JSON.stringify(data.content), event.origin);
    if (data.status === "success") status.textContent = "Signed in. This window closes by itself; if it does not, close it.";
  });
  opener.postMessage("authorizing:" + data.provider, "*");
})();`;

let scriptHash: Promise<string> | undefined;

/** The CSP source of the handshake script: `'sha256-…'`. */
function handshakeScriptSource(): Promise<string> {
  scriptHash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT)).then((digest) => {
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return `'sha256-${base64}'`;
  });
  return scriptHash;
}

/**
 * Each allowed origin as an anchored regular expression source, for the page's script: the origin
 * exactly, with `*` standing for one DNS label (`https://*.site.pages.dev` matches
 * `https://abc123.site.pages.dev`, not `https://a.b.site.pages.dev` or `https://site.pages.dev`).
 */
export function originPatterns(allowedOrigins: string | undefined): string[] {
  return (allowedOrigins ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, "").toLowerCase())
    .filter(Boolean)
    .map((origin) => `^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("\\*", "[a-z0-9-]+")}$`);
}

/** JSON that is safe inside a `<script type="application/json">` element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Headers every answer carries: nothing cached, no referrer, and the state cookie cleared unless set. */
function baseHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
    ...extra,
  });
}

const clearStateCookie = `${STATE_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

/** The popup's page: says what happened, and (with a script) tells the editor. */
async function outcomePage(outcome: Outcome, env: Env): Promise<Response> {
  const content =
    outcome.status === "success"
      ? { token: outcome.token, provider: PROVIDER }
      : { provider: PROVIDER, error: outcome.error, errorCode: outcome.errorCode };
  const data = { provider: PROVIDER, status: outcome.status, content, allowedOrigins: originPatterns(env.ALLOWED_ORIGINS) };
  const heading = outcome.status === "success" ? "Signing in to the content editor…" : "Sign-in failed";
  const message =
    outcome.status === "success" ? "Handing the sign-in to the editor…" : `${outcome.error} Close this window and try again from the editor.`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p id="status" role="status">${escapeHtml(message)}</p>
</main>
<script type="application/json" id="sign-in-result">${jsonForHtml(data)}</script>
<script>${HANDSHAKE_SCRIPT}</script>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src ${await handshakeScriptSource()}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return new Response(html, {
    status: outcome.status === "success" ? 200 : outcome.httpStatus,
    headers: baseHeaders({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
      "Set-Cookie": clearStateCookie,
    }),
  });
}

/** The text with a full stop at the end, once. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function failure(httpStatus: number, errorCode: ErrorCode, error: string): Outcome {
  return { status: "error", httpStatus, errorCode, error };
}

function githubOrigin(env: Env): string {
  return new URL(env.GITHUB_ORIGIN || "https://github.com").origin;
}

/** A random state: 32 bytes, base64url. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Compares two strings in time that depends on their length only. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

async function handleAuth(url: URL, env: Env): Promise<Response> {
  const provider = url.searchParams.get("provider");
  if (provider !== PROVIDER) {
    return outcomePage(failure(400, "UNSUPPORTED_BACKEND", `This sign-in service only signs in to GitHub, not "${provider ?? ""}".`), env);
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return outcomePage(
      failure(500, "MISCONFIGURED_CLIENT", "The sign-in service is not set up: the GitHub App's client ID or secret is missing."),
      env,
    );
  }
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}/callback`,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: baseHeaders({
      Location: authorize.toString(),
      "Set-Cookie": `${STATE_COOKIE}=${state}; Path=/; Max-Age=${STATE_MAX_AGE}; Secure; HttpOnly; SameSite=Lax`,
    }),
  });
}

async function handleCallback(request: Request, url: URL, env: Env): Promise<Response> {
  const params = url.searchParams;
  const githubError = params.get("error");
  if (githubError) {
    const reason = githubError === "access_denied" ? "the sign-in was cancelled on GitHub." : (params.get("error_description") ?? githubError);
    return outcomePage(failure(400, "AUTH_CODE_REQUEST_FAILED", sentence(`GitHub refused the sign-in: ${reason}`)), env);
  }
  const code = params.get("code");
  const state = params.get("state");
  if (!code || !state) {
    return outcomePage(failure(400, "AUTH_CODE_REQUEST_FAILED", "GitHub sent no authorization code back."), env);
  }
  const expected = cookieValue(request, STATE_COOKIE);
  if (!expected || !sameString(state, expected)) {
    return outcomePage(
      failure(
        400,
        "CSRF_DETECTED",
        expected
          ? "The sign-in's state does not match the one this browser started with, so it was refused."
          : "The sign-in's state could not be checked: it expired or was started in another browser, so it was refused.",
      ),
      env,
    );
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return outcomePage(
      failure(500, "MISCONFIGURED_CLIENT", "The sign-in service is not set up: the GitHub App's client ID or secret is missing."),
      env,
    );
  }

  let response: Response;
  try {
    response = await fetch(new URL("/login/oauth/access_token", githubOrigin(env)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "healthplus-cms-auth" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    });
  } catch {
    return outcomePage(failure(502, "TOKEN_REQUEST_FAILED", "GitHub could not be reached to finish the sign-in."), env);
  }
  let body: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    body = await response.json();
  } catch {
    return outcomePage(failure(502, "MALFORMED_RESPONSE", `GitHub answered the sign-in with something other than JSON (HTTP ${response.status}).`), env);
  }
  if (typeof body.access_token === "string" && body.access_token) {
    // The refresh token (when the App's tokens expire) is left out: the editor cannot use it without
    // the client secret, and it would be a long-lived credential in the browser.
    return outcomePage({ status: "success", token: body.access_token }, env);
  }
  const description = typeof body.error_description === "string" ? body.error_description : typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
  return outcomePage(failure(502, "TOKEN_REQUEST_FAILED", sentence(`GitHub refused the sign-in: ${description}`)), env);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed.\n", { status: 405, headers: baseHeaders({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }) });
    }
    if (url.pathname === "/auth") return handleAuth(url, env);
    if (url.pathname === "/callback") return handleCallback(request, url, env);
    return new Response("This is the content editor's sign-in service; there is nothing to see here.\n", {
      status: 404,
      headers: baseHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  },
};
