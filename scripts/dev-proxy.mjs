// The one address of `npm run dev` (scripts/dev.mjs, docs/decisions/050-dev-server-both-languages.md): each
// language's `astro dev` runs on a port of its own, and this server hands a request to the one whose pages and
// scripts it asks for. English is at the root; another language's dev server runs with the Vite base
// "/<locale>/", so its pages, its scripts and its hot-reload socket are all under "/<locale>".
import http from "node:http";
import net from "node:net";

/**
 * Which dev server answers `url`, and the path to ask it for: `servers` maps a locale's prefix ("/hi") to its
 * port, `defaultPort` the rest. The language's home ("/hi") is its Vite base ("/hi/").
 * @param {string} url a request's path and query
 * @param {{ defaultPort: number, servers: Record<string, number> }} ports
 * @returns {{ port: number, path: string, prefix?: string }}
 */
export function devTargetOf(url, { defaultPort, servers }) {
  for (const [prefix, port] of Object.entries(servers)) {
    const rest = url.slice(prefix.length);
    if (!url.startsWith(prefix) || !(rest === "" || /^[/?#]/.test(rest))) continue;
    return { port, path: rest.startsWith("/") ? url : `${prefix}/${rest}`, prefix };
  }
  return { port: defaultPort, path: url };
}

/**
 * A page of another language's dev server, with the island scripts it names under its prefix too: Astro
 * writes an island's `component-url` and `renderer-url` from the root whatever its base (in dev, from
 * `resolveIdToUrl`: docs/decisions/067-the-dev-server.md), and joins its own head scripts to the Vite base
 * with a double slash ("/hi//@vite/client").
 */
export function prefixDevScripts(html, prefix) {
  return html
    .replaceAll(`"${prefix}//`, `"${prefix}/`)
    .replace(/\b(component-url|renderer-url|before-hydration-url)="\/(?!\/)/g, (_, attribute) => `${attribute}="${prefix}/`);
}

function forwardRequest(request, response, target) {
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port: target.port,
      method: request.method,
      path: target.path,
      // Uncompressed, so a page can be rewritten.
      headers: { ...request.headers, "accept-encoding": "identity" },
    },
    (answer) => {
      const isPage = String(answer.headers["content-type"] ?? "").startsWith("text/html");
      if (!target.prefix || !isPage || request.method === "HEAD") {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.from(prefixDevScripts(Buffer.concat(chunks).toString("utf8"), target.prefix));
        const headers = { ...answer.headers, "content-length": String(body.length) };
        delete headers["transfer-encoding"];
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(body);
      });
    },
  );
  upstream.on("error", (error) => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
    response.end(`The dev server on port ${target.port} did not answer: ${error.message}\n`);
  });
  request.pipe(upstream);
}

/** Vite's hot-reload socket: the upgrade request passed on as it came, then the bytes both ways. */
function forwardUpgrade(request, socket, head, target) {
  const upstream = net.connect(target.port, "127.0.0.1", () => {
    const headerLines = [];
    for (let index = 0; index < request.rawHeaders.length; index += 2)
      headerLines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
    upstream.write(`${request.method} ${target.path} HTTP/${request.httpVersion}\r\n${headerLines.join("\r\n")}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on("close", () => socket.destroy());
  socket.on("close", () => upstream.destroy());
  upstream.on("error", () => socket.destroy());
  socket.on("error", () => upstream.destroy());
}

/**
 * The server of the one address. Listen on it with `.listen(port, host)`.
 * @param {{ defaultPort: number, servers: Record<string, number> }} ports
 */
export function createDevProxy(ports) {
  const server = http.createServer((request, response) => forwardRequest(request, response, devTargetOf(request.url ?? "/", ports)));
  server.on("upgrade", (request, socket, head) => forwardUpgrade(request, socket, head, devTargetOf(request.url ?? "/", ports)));
  return server;
}
