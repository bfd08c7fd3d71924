// The one place that decides the site's HTTP headers: the Content-Security-Policy (per page, with the
// sha256 hashes of the inline scripts the pre-renderer wrote into that page), the other security
// headers, the cache rules and the redirects. scripts/serve-config.mjs (the local production server)
// and scripts/deploy-config.mjs (the static host's `_headers` and `_redirects`) both build on it, so the
// two cannot drift apart. See docs/decisions/006-audit-and-headers.md.
import { inlineScriptHashes } from "./build-html.mjs";

/** The email service the contact form posts to (EmailJS). */
export const EMAIL_SERVICE_ORIGIN = "https://api.emailjs.com";
const DEFAULT_FORM_RELAY_URL = "https://formrelay.example/f/your-form-id";

/** Legacy paths (docs/behaviour.md#shared-rules, docs/decisions/002-facilities-paths.md). */
export const REDIRECTS = [
  { source: "/facilities/lab", destination: "/services/lab", status: 301 },
  { source: "/facilities/health-packages", destination: "/services/health-packages", status: 301 },
  { source: "/services/health-packages", destination: "/health-packages", status: 301 },
];

export const CACHE_HTML = "no-cache";
/** The not-found response: never stored (Cloudflare Pages sends this itself for every 404). */
export const CACHE_NOT_FOUND = "no-store";
/** Files under /assets/ have a content hash in their name. */
export const CACHE_HASHED_ASSET = "public, max-age=31536000, immutable";
/** Deploy only: the local server speaks plain http, where HSTS means nothing (and must not be sent). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Sent with every response (pages, assets, redirects, errors). */
export const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  // For browsers without CSP frame-ancestors; the policy below says the same.
  "X-Frame-Options": "DENY",
};

function originOf(url) {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : null;
  } catch {
    return null;
  }
}

/**
 * form-action: the site itself and the form relay, which the forms post to when JavaScript is not
 * running (decision 008).
 */
export function formActionSources(env) {
  const relay = originOf(env.VITE_FORM_RELAY_URL || DEFAULT_FORM_RELAY_URL);
  return [...new Set(["'self'", relay].filter(Boolean))];
}

/** connect-src: the site itself, the email service and the form relay (VITE_FORM_RELAY_URL). */
export function connectSources(env) {
  const relay = originOf(env.VITE_FORM_RELAY_URL || DEFAULT_FORM_RELAY_URL);
  return [...new Set(["'self'", EMAIL_SERVICE_ORIGIN, relay].filter(Boolean))];
}

// The inline scripts of a page and their hashes are read by scripts/build-html.mjs, which owns the
// build's HTML shape.
export { inlineScriptHashes };

/**
 * The Content-Security-Policy for one page. Scripts: the site's own files and exactly the inline
 * scripts whose hashes are given; no 'unsafe-inline'. Styles keep 'unsafe-inline' (React style
 * attributes; allowed by the issue). Nothing may frame the site, and there are no plugins.
 */
export function contentSecurityPolicy({ scriptHashes = [], connectSrc = ["'self'"], formAction = ["'self'"] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formAction.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The header plan both configs are written from.
 * - `fallbackCsp`: for every response that is not a page (assets, redirects, errors) and for the
 *   not-found page, which hosts serve under any unknown URL: it allows the not-found page's scripts.
 * - `pages`: per page URL, its file and its CSP = its own inline-script hashes plus the not-found
 *   page's (a host matches header rules by URL, and a URL pattern such as /test-details/:id also
 *   covers ids that do not exist, which get the not-found page).
 * - `files`: every HTML file (pages and `others`, such as 404.html) with the CSP it is served with.
 */
export function headerPlan({ pages, others = [], notFoundHtml, env }) {
  const connectSrc = connectSources(env);
  const formAction = formActionSources(env);
  const notFoundHashes = inlineScriptHashes(notFoundHtml);
  const policy = (hashes) => contentSecurityPolicy({ scriptHashes: [...new Set(hashes)], connectSrc, formAction });
  const pagePlans = pages.map(({ url, file, html }) => ({
    url,
    file,
    csp: policy([...inlineScriptHashes(html), ...notFoundHashes]),
  }));
  return {
    fallbackCsp: policy(notFoundHashes),
    pages: pagePlans,
    files: [
      ...pagePlans.map(({ file, csp }) => ({ file, csp })),
      ...others.map(({ file, html }) => ({ file, csp: policy(inlineScriptHashes(html)) })),
    ],
  };
}
