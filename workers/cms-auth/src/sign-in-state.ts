/**
 * What the sign-in keeps between `/auth` and `/callback` (index.ts): the state, the PKCE verifier and the
 * opener's origin, in a Secure, HttpOnly, SameSite=Lax `__Host-` cookie; and the random values and the
 * PKCE challenge they are made of (RFC 7636, S256).
 */

const STATE_COOKIE = "__Host-cms-auth-state";
/** The sign-in must come back within this many seconds of starting. */
const STATE_MAX_AGE = 600;

export const clearStateCookie = `${STATE_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** 32 random bytes, base64url (43 characters): the state, and the PKCE verifier. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The PKCE challenge of a verifier (RFC 7636, S256): base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** What the state cookie keeps between /auth and /callback. */
interface SignIn {
  state: string;
  verifier: string;
  origin: string;
}

export function signInCookie({ state, verifier, origin }: SignIn): string {
  const value = [state, verifier, base64url(new TextEncoder().encode(origin))].join(".");
  return `${STATE_COOKIE}=${value}; Path=/; Max-Age=${STATE_MAX_AGE}; Secure; HttpOnly; SameSite=Lax`;
}

export function signInOf(request: Request): SignIn | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== STATE_COOKIE) continue;
    const [state, verifier, encodedOrigin, ...extra] = rest.join("=").split(".");
    if (!state || !verifier || !encodedOrigin || extra.length > 0) return undefined;
    try {
      const bytes = Uint8Array.from(atob(encodedOrigin.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      return { state, verifier, origin: new TextDecoder().decode(bytes) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Compares two strings in time that depends on their length only. */
export function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
