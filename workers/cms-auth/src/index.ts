/**
 * The editor's sign-in worker: the OAuth token exchange between Sveltia CMS (the content editor, on an
 * origin of its own, its `github` backend with `base_url` = this worker) and the site's GitHub App,
 * which holds the client secret the browser must never see. It speaks the protocol Sveltia CMS (and
 * Decap/Netlify CMS) use for an external OAuth provider:
 *
 * 1. `GET /auth?provider=github&site_id=…&scope=…` (in the popup the editor opens): work out the
 *    opener's origin (the Referer the editor's page sends, else the one allowed origin whose host is
 *    `site_id`), refuse it unless it is exactly one of ALLOWED_ORIGINS, and redirect to GitHub's
 *    authorization page with a random `state` and a PKCE challenge (S256). The state, the PKCE
 *    verifier and the opener's origin are kept in a Secure, HttpOnly, SameSite=Lax `__Host-` cookie.
 * 2. `GET /callback?code=…&state=…` (GitHub sends the popup back here): check `state` against the
 *    cookie, exchange the code and the PKCE verifier for a user access token (refusing one that does not
 *    expire), and answer a page whose script hands the token to the window that opened the popup, on the
 *    origin bound at step 1 only: it posts `authorizing:github` to the opener (to that origin), waits for
 *    the opener itself to answer from that origin, and posts
 *    `authorization:github:success:{"token":"…","provider":"github"}` (or `…:error:{…}`) to it.
 *
 * Every page says what happened in fixed words: nothing from the query or from GitHub's answer is
 * written on it. `scope` is ignored (a GitHub App's user token has the App's permissions on the
 * repositories it is installed on, whatever scope is asked for).
 * docs/decisions/024-editor-sign-in-worker.md, 029-sign-in-bound-to-the-editor-origin.md;
 * docs/editing-setup.md.
 */

import { allowedOriginsOf, openerOrigin } from "./origins.ts";
import { baseHeaders, failure, outcomePage, PROVIDER } from "./responses.ts";
import { pkceChallenge, randomToken, sameString, signInCookie, signInOf } from "./sign-in-state.ts";

export interface Env {
  /** The GitHub App's client ID (a wrangler secret). */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub App's client secret (a wrangler secret). */
  GITHUB_CLIENT_SECRET?: string;
  /** Comma-separated origins allowed to receive a token, each exactly (`https://editor.example.in`). */
  ALLOWED_ORIGINS?: string;
  /** GitHub's web origin, https://github.com unless set (the tests point it at a fake). */
  GITHUB_ORIGIN?: string;
}

/** What the worker says, in fixed words: never text from the request or from GitHub. */
const MESSAGES = {
  unsupportedProvider: "This sign-in service signs in to GitHub only.",
  notSetUp:
    "The sign-in service is not set up: the GitHub App's client ID or secret, or the allowed editor address, is missing or not valid.",
  originRefused: "Sign-in refused: the page that opened this window is not the content editor's address allowed here.",
  noCode: "GitHub sent no sign-in code back.",
  stateMismatch: "The sign-in's state does not match the one this browser started with, so it was refused.",
  stateMissing: "The sign-in's state could not be checked: it expired or was started in another browser, so it was refused.",
  cancelled: "The sign-in was cancelled on GitHub.",
  githubRefused: "GitHub refused the sign-in.",
  codeExpired: "GitHub refused the sign-in: its code was wrong or had expired.",
  unreachable: "GitHub could not be reached to finish the sign-in.",
  malformed: "GitHub answered the sign-in with something this service does not understand.",
  noExpiry: 'GitHub\'s sign-in has no expiry time, so it was refused: the GitHub App must have "Expire user authorization tokens" on.',
} as const;

function githubOrigin(env: Env): string {
  return new URL(env.GITHUB_ORIGIN || "https://github.com").origin;
}

/** The worker's settings, or null when any is missing or not valid. */
function settingsOf(env: Env): { clientId: string; clientSecret: string; allowed: string[] } | null {
  const allowed = allowedOriginsOf(env.ALLOWED_ORIGINS);
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET || !allowed) return null;
  return { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET, allowed };
}

async function handleAuth(request: Request, url: URL, env: Env): Promise<Response> {
  if (url.searchParams.get("provider") !== PROVIDER)
    return outcomePage(failure(400, "UNSUPPORTED_BACKEND", MESSAGES.unsupportedProvider), undefined);
  const settings = settingsOf(env);
  if (!settings) return outcomePage(failure(500, "MISCONFIGURED_CLIENT", MESSAGES.notSetUp), undefined);
  const origin = openerOrigin(request.headers.get("Referer"), url.searchParams.get("site_id"), settings.allowed);
  if (!origin) {
    // For the administrator (`npx wrangler tail`): what was refused, as data, never on the page.
    console.warn(
      JSON.stringify({ refused: "opener origin", referer: request.headers.get("Referer"), siteId: url.searchParams.get("site_id") }),
    );
    return outcomePage(failure(403, "UNSUPPORTED_DOMAIN", MESSAGES.originRefused), undefined);
  }
  const signIn = { state: randomToken(), verifier: randomToken(), origin };
  const authorize = new URL("/login/oauth/authorize", githubOrigin(env));
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: `${url.origin}/callback`,
    state: signIn.state,
    code_challenge: await pkceChallenge(signIn.verifier),
    code_challenge_method: "S256",
  }).toString();
  return new Response(null, { status: 302, headers: baseHeaders({ Location: authorize.toString(), "Set-Cookie": signInCookie(signIn) }) });
}

/** GitHub's error codes of the token exchange that have words of their own; any other is "refused". */
const GITHUB_ERRORS: Record<string, string> = {
  bad_verification_code: MESSAGES.codeExpired,
};

async function handleCallback(request: Request, url: URL, env: Env): Promise<Response> {
  const params = url.searchParams;
  const signIn = signInOf(request);
  const state = params.get("state");
  const stateMatches = !!signIn && !!state && sameString(state, signIn.state);
  // The editor hears of the outcome only on the origin this browser's sign-in started from.
  const origin = stateMatches ? signIn.origin : undefined;
  const githubError = params.get("error");
  if (githubError) {
    return outcomePage(
      failure(400, "AUTH_CODE_REQUEST_FAILED", githubError === "access_denied" ? MESSAGES.cancelled : MESSAGES.githubRefused),
      origin,
    );
  }
  const code = params.get("code");
  if (!code || !state) return outcomePage(failure(400, "AUTH_CODE_REQUEST_FAILED", MESSAGES.noCode), undefined);
  if (!stateMatches || !signIn)
    return outcomePage(failure(400, "CSRF_DETECTED", signIn ? MESSAGES.stateMismatch : MESSAGES.stateMissing), undefined);
  const settings = settingsOf(env);
  if (!settings) return outcomePage(failure(500, "MISCONFIGURED_CLIENT", MESSAGES.notSetUp), origin);

  let response: Response;
  try {
    response = await fetch(new URL("/login/oauth/access_token", githubOrigin(env)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", "User-Agent": "healthplus-cms-auth" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: `${url.origin}/callback`,
        code_verifier: signIn.verifier,
      }),
    });
  } catch {
    return outcomePage(failure(502, "TOKEN_REQUEST_FAILED", MESSAGES.unreachable), origin);
  }
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown };
  try {
    body = await response.json();
  } catch {
    return outcomePage(failure(502, "MALFORMED_RESPONSE", MESSAGES.malformed), origin);
  }
  if (typeof body.access_token === "string" && body.access_token) {
    // A token without an expiry would be a credential in the browser's storage until revoked: the App
    // is set up wrongly (docs/editing-setup.md, step 2).
    if (typeof body.expires_in !== "number" || !(body.expires_in > 0))
      return outcomePage(failure(502, "MISCONFIGURED_CLIENT", MESSAGES.noExpiry), origin);
    // The refresh token is left out: the editor cannot use it without the client secret, and it would
    // be a six-month credential in the browser.
    return outcomePage({ status: "success", token: body.access_token }, origin);
  }
  const errorCode = typeof body.error === "string" ? body.error : undefined;
  console.warn(JSON.stringify({ refused: "token exchange", status: response.status, error: errorCode ?? null }));
  return outcomePage(failure(502, "TOKEN_REQUEST_FAILED", (errorCode && GITHUB_ERRORS[errorCode]) || MESSAGES.githubRefused), origin);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed.\n", {
        status: 405,
        headers: baseHeaders({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }),
      });
    }
    if (url.pathname === "/auth") return handleAuth(request, url, env);
    if (url.pathname === "/callback") return handleCallback(request, url, env);
    return new Response("This is the content editor's sign-in service; there is nothing to see here.\n", {
      status: 404,
      headers: baseHeaders({ "Content-Type": "text/plain; charset=utf-8" }),
    });
  },
};
