/**
 * The worker's answers (index.ts): the headers every answer carries, and the popup's page, which says
 * what happened in fixed words and hands the outcome to the editor's window by the protocol Sveltia CMS
 * speaks (`authorizing:github`, then `authorization:github:<status>:<json>`), on the bound origin only.
 */

import { clearStateCookie } from "./sign-in-state.ts";

export const PROVIDER = "github";

/** Error codes Sveltia CMS translates (`sign_in_error.<code>` in its locales). */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "UNSUPPORTED_DOMAIN"
  | "MISCONFIGURED_CLIENT"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type Outcome = { status: "success"; token: string } | { status: "error"; httpStatus: number; error: string; errorCode: ErrorCode };

/**
 * The popup page's script. It is the same text on every response, so the page's policy allows it by
 * its hash; what changes (the outcome, the editor's origin) is read from a JSON data block.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById("sign-in-result").textContent);
  const status = document.getElementById("status");
  const opener = window.opener;
  if (!opener) {
    status.textContent = "This window was not opened by the content editor. Close it and sign in from the editor.";
    return;
  }
  if (!data.origin) return;
  const handshake = "authorizing:" + data.provider;
  window.addEventListener("message", (event) => {
    if (event.source !== opener || event.origin !== data.origin || event.data !== handshake) return;
    opener.postMessage("authorization:" + data.provider + ":" + data.status + ":" + JSON.stringify(data.content), data.origin);
    if (data.status === "success") status.textContent = "Signed in. This window closes by itself; if it does not, close it.";
  });
  opener.postMessage(handshake, data.origin);
})();`;

let scriptHash: Promise<string> | undefined;

/** The CSP source of the handshake script: `'sha256-…'`. */
function handshakeScriptSource(): Promise<string> {
  scriptHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(HANDSHAKE_SCRIPT))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return scriptHash;
}

/** JSON that is safe inside a `<script type="application/json">` element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Headers every answer carries: nothing cached, no referrer. */
export function baseHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Robots-Tag": "noindex",
    ...extra,
  });
}

/**
 * The popup's page: says what happened, and (with a script) tells the editor on `origin`, the origin
 * bound to this sign-in; without one (the sign-in's state could not be checked) it only says it.
 */
export async function outcomePage(outcome: Outcome, origin: string | undefined): Promise<Response> {
  const content =
    outcome.status === "success"
      ? { token: outcome.token, provider: PROVIDER }
      : { provider: PROVIDER, error: outcome.error, errorCode: outcome.errorCode };
  const data = { provider: PROVIDER, status: outcome.status, content, origin: origin ?? null };
  const heading = outcome.status === "success" ? "Signing in to the content editor…" : "Sign-in failed";
  const message =
    outcome.status === "success"
      ? "Handing the sign-in to the editor…"
      : `${outcome.error} Close this window and try again from the editor.`;
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

export function failure(httpStatus: number, errorCode: ErrorCode, error: string): Outcome {
  return { status: "error", httpStatus, errorCode, error };
}
