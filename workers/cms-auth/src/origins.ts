/**
 * Which pages may receive the editor's token: the allowed origins of the worker's setting, and the
 * origin of the page that opened a sign-in (docs/decisions/029-sign-in-bound-to-the-editor-origin.md).
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The allowed origins of the setting, each exactly as a browser writes an origin (`https://host` or
 * `https://host:port`, lower case, no path or trailing slash; `http:` only on this machine, for the
 * tests). Null when the setting is empty or any entry is anything else: no wildcard, no prefix or
 * suffix, so a look-alike host or another scheme never matches.
 */
export function allowedOriginsOf(setting: string | undefined): string[] | null {
  const entries = (setting ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const origins: string[] = [];
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return null;
    }
    const scheme = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    if (!scheme || url.origin !== entry || entry.includes("*")) return null;
    origins.push(url.origin);
  }
  return origins;
}

/**
 * The origin of the page that opened the sign-in, if it is one of `allowed`: the origin of the Referer
 * (the editor's page sends its origin under its referrer policy), else, with no Referer, the one
 * allowed origin whose host name is `site_id` (Sveltia's own statement of its host). Either way the
 * editor's answer must later come from this very origin (the handshake), which the browser sets.
 */
export function openerOrigin(referer: string | null, siteId: string | null, allowed: readonly string[]): string | null {
  if (referer) {
    try {
      const { origin } = new URL(referer);
      return allowed.includes(origin) ? origin : null;
    } catch {
      return null;
    }
  }
  const matching = allowed.filter((origin) => new URL(origin).hostname === siteId);
  return matching.length === 1 ? matching[0]! : null;
}
