// The one place that decides the site's HTTP headers: the Content-Security-Policy (per page: Astro
// hashes the inline scripts of each page it renders; the directives besides scripts and styles are
// here), the other security headers, the cache rules and the redirects. scripts/serve-config.mjs (the local production server)
// and scripts/deploy-config.mjs (the static host's `_headers` and `_redirects`) both build on it, so the
// two cannot drift apart. See docs/decisions/006-audit-and-headers.md.

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

/**
 * The site's policy besides `script-src` and `style-src`, which Astro writes for each page from the
 * inline scripts it renders (`security.csp`, astro-config/security-policy.ts). Nothing may frame the site, there are no
 * plugins, images may be data: URLs, and forms and requests go to the site, the email service and the
 * form relay only.
 */
export function cspDirectives(env) {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources(env).join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formActionSources(env).join(" ")}`,
    "frame-ancestors 'none'",
  ];
}

/** A policy as one line: its directives in the order given, separated by "; ". */
export function normalizePolicy(policy) {
  return policy
    .split(";")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .join("; ");
}

/**
 * The header plan both configs are written from, from the policy Astro gave each page (its response
 * headers at build time).
 * - `fallbackCsp`: for every response that is not a page (assets, redirects, errors): the site's
 *   not-found page's policy.
 * - `pages`: per page URL, its file and its CSP.
 * - `notFoundPages`: each not-found page's file ("/test-details/404.html") and CSP: the static host
 *   answers the unknown URLs below its folder with it (scripts/deploy-config.mjs keeps its policy).
 * - `files`: every HTML file (pages and not-found pages) with the CSP it is served with.
 */
export function headerPlan({ pages, notFoundPages }) {
  const rootNotFound = notFoundPages.find(({ file }) => file === "/404.html");
  if (!rootNotFound) throw new Error("security-headers: the site's /404.html has no policy");
  const normalize = (list) => list.map((page) => ({ ...page, csp: normalizePolicy(page.csp) }));
  const pagePlans = normalize(pages);
  const notFoundPlans = normalize(notFoundPages);
  return {
    fallbackCsp: normalizePolicy(rootNotFound.csp),
    pages: pagePlans,
    notFoundPages: notFoundPlans,
    files: [...pagePlans, ...notFoundPlans].map(({ file, csp }) => ({ file, csp })),
  };
}

/**
 * The content editor (Sveltia CMS) is a build of its own, served from an origin of its own
 * (astro.editor.config.ts, docs/decisions/028-editor-on-its-own-origin.md): the public site's `/admin`
 * is only a redirect there, so no script of the site's origin shares the editor's storage (where Sveltia
 * keeps the editor's GitHub token). Temporary (302): the editor's address is a setting.
 */
export function editorRedirect(editorOrigin) {
  return { source: "/admin", destination: `${editorOrigin}/`, status: 302 };
}

/** The editor's origin is kept out of search engines: this header on every response, a `noindex` meta, robots.txt. */
export const NOINDEX_HEADERS = { "X-Robots-Tag": "noindex" };

/** GitHub's API, which the editor reads and commits through, and its status page, which it checks while signed in. */
export const GITHUB_API_ORIGIN = "https://api.github.com";
export const GITHUB_STATUS_ORIGIN = "https://www.githubstatus.com";
const DEFAULT_EDITOR_AUTH_URL = "https://auth.healthplus-diagnostics.example";

/**
 * The editor's policy besides `script-src` and `style-src` (Astro's for the page: its own scripts, and
 * inline styles, which the editor's UI sets too). Found by collecting the violations of a real Chromium
 * signing in with the test backend, opening, editing, saving and creating entries and opening the
 * assets (tests/e2e/editor.spec.ts fails on any violation), and from Sveltia's documentation for the
 * GitHub backend, which the tests cannot reach:
 * - its thumbnails and logo are `data:` URLs (it also fetches the logo: `connect-src data:`), an
 *   upload's preview is a `blob:` URL, which it also reads back once uploaded (`connect-src blob:`),
 *   and a signed-in person's picture comes from GitHub's avatar host;
 * - the preview pane is an iframe it writes itself as a `blob:` with a `<base>` of the editor's origin
 *   (`frame-src blob:`, `base-uri 'self'`): nothing else may be framed;
 * - it talks to GitHub's API, GitHub's status page (every five minutes while signed in, to show an
 *   outage banner) and the sign-in worker (VITE_EDITOR_AUTH_URL);
 * - nothing from public CDNs: its fonts and icon font are in its npm package, served from /assets/ with
 *   it (scripts/sveltia-fonts.mjs takes out the CDN copies its stylesheet also names).
 */
export function editorCspDirectives(env) {
  const auth = originOf(env.VITE_EDITOR_AUTH_URL || DEFAULT_EDITOR_AUTH_URL);
  return [
    "default-src 'self'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "frame-src blob:",
    `connect-src ${[...new Set(["'self'", "data:", "blob:", GITHUB_API_ORIGIN, GITHUB_STATUS_ORIGIN, auth].filter(Boolean))].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}
