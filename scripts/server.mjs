// The production server behind `npm start`: serve-handler (the engine of the `serve` package) with the
// config the build wrote to build/serve.json, the build's precompressed files, and the guards a public
// server needs:
// - a text file is sent as its `.br` or `.gz` copy (written by the build, scripts/precompress.mjs)
//   when the request's Accept-Encoding allows it, brotli first, with `Vary: Accept-Encoding`; nothing
//   is compressed per request;
// - every response, redirects and errors included, carries the base security headers;
// - only GET and HEAD (405 otherwise), as static hosts answer;
// - an unknown URL gets the nearest not-found page above it with status 404, as Cloudflare Pages
//   answers: /test-details/99999 the "Test Not Found" of /test-details/404.html, /no-such the site's
//   /404.html; with that file's own headers from serve.json (its CSP, never cached) and precompressed
//   like any file;
// - a path that cannot name a file (malformed percent-encoding, a NUL byte, a `..` segment, a segment
//   too long for the file system) is not found too, instead of serve-handler's 400/500 pages and a
//   stack trace in the log;
// - the static host's own config files (_headers, _redirects) are not served, as on the host.
import { createReadStream } from "node:fs";
import { lstat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import serveHandler from "serve-handler";
import { COMPRESSIBLE, ENCODINGS } from "./precompress.mjs";
import { BASE_HEADERS, CACHE_HTML } from "./security-headers.mjs";

/** Request paths the host keeps to itself. */
const HIDDEN_FILES = new Set(["/_headers", "/_redirects"]);
/** A path with no file behind it, whose nearest not-found page is the site's own /404.html. */
const NOT_FOUND_PATH = "/__not-found__";
/** Errors lstat raises for names no file can have; they mean "not found", not "server error". */
const UNNAMEABLE = new Set(["ENAMETOOLONG", "ERR_INVALID_ARG_VALUE", "ERR_INVALID_ARG_TYPE", "EINVAL"]);

async function safeLstat(file) {
  try {
    return await lstat(file);
  } catch (error) {
    if (UNNAMEABLE.has(error?.code)) throw Object.assign(new Error(`not found: ${error.code}`), { code: "ENOENT" });
    throw error;
  }
}

/**
 * The encodings of ENCODINGS an Accept-Encoding header allows, the server's preference first
 * ("br;q=0" and "identity"-only refuse; "*" allows all).
 */
export function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return ENCODINGS.filter(({ name }) => (weights.get(name) ?? weights.get("*") ?? 0) > 0);
}

/**
 * serve-handler's file access for one request: a compressible file that has a precompressed copy in an
 * accepted encoding is measured and read from that copy, and the response says so. (serve-handler
 * measures the file it sends, then opens it, then writes the head: the copy's size becomes the
 * Content-Length, and the headers set here are sent with it.)
 */
function fileAccess(request, response) {
  // Byte ranges refer to the file itself: a range request gets the uncompressed file.
  const accepted = request.headers.range ? [] : acceptedEncodings(request.headers["accept-encoding"]);
  const chosen = new Map();
  return {
    async lstat(file) {
      const stats = await safeLstat(file);
      if (!stats.isFile() || !COMPRESSIBLE.test(file)) return stats;
      for (const encoding of accepted) {
        try {
          const copy = await lstat(file + encoding.suffix);
          chosen.set(file, encoding);
          return copy;
        } catch {
          // no copy in this encoding (a small file): try the next, else send the file itself
        }
      }
      return stats;
    },
    createReadStream(file, options) {
      const encoding = chosen.get(file);
      if (COMPRESSIBLE.test(file)) response.setHeader("Vary", "Accept-Encoding");
      if (!encoding) return createReadStream(file, options);
      response.setHeader("Content-Encoding", encoding.name);
      return createReadStream(file + encoding.suffix, options);
    },
  };
}

/** The decoded request path, or null when no file could have that name. */
export function servablePath(url) {
  const raw = (url ?? "/").split(/[?#]/, 1)[0] || "/";
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split(/[/\\]/).includes("..")) return null;
  return decoded;
}

/**
 * For a path no file can have (`servablePath` is null): the same path up to its first segment that
 * cannot name a file, then a placeholder, so that the not-found page is looked up from the folder the
 * bad name is in, as the host does ("/test-details/%E0%A4" and "/test-details/..%2Fetc" look from
 * /test-details, whose page says "Test Not Found").
 */
export function notFoundLookupPath(url) {
  const raw = (url ?? "/").split(/[?#]/, 1)[0] || "/";
  const folders = [];
  for (const segment of raw.split("/").slice(1, -1)) {
    let name;
    try {
      name = decodeURIComponent(segment);
    } catch {
      break;
    }
    if (name === "" || name === "." || name === ".." || /[\0/\\]/.test(name)) break;
    folders.push(name);
  }
  return `/${[...folders, "x"].join("/")}`;
}

/**
 * The not-found page for a request path, as Cloudflare Pages picks it: the 404.html of the path's
 * folder, else of the folder above, up to the site's own ("/test-details/99999" → "/test-details/404.html",
 * "/services/a/b" → "/services/404.html" when /services/a has none). Null when there is none at all.
 */
export async function nearestNotFoundPage(root, pathname) {
  let folder = pathname;
  do {
    folder = path.posix.dirname(folder);
    const file = path.posix.join(folder, "404.html");
    try {
      if ((await lstat(path.join(root, file))).isFile()) return file;
    } catch {
      // none in this folder (or a name no file can have): look further up
    }
  } while (folder !== "/");
  return null;
}

function sendPlainNotFound(response) {
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  response.end("Not Found\n");
}

/**
 * @param {{ root: string, config: object }} options root: build/client;
 *   config: the parsed serve.json. The base headers go on every response; file responses then get
 *   the config's headers on top (their own CSP and cache rule).
 */
export function createSiteServer({ root, config }) {
  const handlerConfig = { ...config, public: root };
  const fallback = config.headers?.find((entry) => entry.source === "**")?.headers ?? [];
  const baseHeaders = [
    ...Object.entries(BASE_HEADERS).map(([key, value]) => ({ key, value })),
    { key: "Cache-Control", value: CACHE_HTML },
    ...fallback,
  ];

  const server = http.createServer((request, response) => {
    for (const { key, value } of baseHeaders) response.setHeader(key, value);
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      response.end("Method Not Allowed\n");
      return;
    }
    const servable = servablePath(request.url);
    const pathname = servable === null ? notFoundLookupPath(request.url) : HIDDEN_FILES.has(servable) ? NOT_FOUND_PATH : servable;
    if (servable === null || HIDDEN_FILES.has(servable)) request.url = NOT_FOUND_PATH;

    // serve-handler calls this for every path with no file behind it. The nearest not-found page is
    // then served like any file (its clean URL, so its headers and compressed copy are found the same
    // way), but with status 404 and never as a byte range.
    const sendNotFound = async () => {
      const file = await nearestNotFoundPage(root, pathname);
      if (!file) return sendPlainNotFound(response);
      const notFound = { url: file.replace(/\.html$/, ""), method: request.method, headers: { ...request.headers, range: undefined } };
      response.statusCode = 404;
      await serveHandler(notFound, response, handlerConfig, {
        ...fileAccess(notFound, response),
        sendError: () => sendPlainNotFound(response),
      });
    };

    serveHandler(request, response, handlerConfig, { ...fileAccess(request, response), sendError: sendNotFound }).catch((error) => {
      console.error(`server: ${request.method} ${request.url}:`, error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Internal Server Error\n");
    });
  });
  // A client reusing a kept-alive connection at the moment the server closes it sees "socket hang up"
  // (Node's default closes after 5 s idle; a loaded machine's test run met it, 2026-12-07). Idle
  // connections stay open longer than any client's pause between requests; headers still must come in time.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** How long an idle kept-alive connection stays open: longer than the usual 60 s of proxies and clients. */
export const KEEP_ALIVE_MS = 65_000;
