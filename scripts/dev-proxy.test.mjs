import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevProxy, devTargetOf, prefixDevScripts } from "./dev-proxy.mjs";

const ports = { defaultPort: 5001, servers: { "/hi": 5002 } };

describe("which dev server answers a path", () => {
  it.each([
    ["/", 5001, "/"],
    ["/test-details/1", 5001, "/test-details/1"],
    ["/find-test?q=lipid", 5001, "/find-test?q=lipid"],
    ["/@vite/client", 5001, "/@vite/client"],
    ["/hindi-guide", 5001, "/hindi-guide"],
    ["/history", 5001, "/history"],
    ["/hi", 5002, "/hi/"],
    ["/hi?q=x", 5002, "/hi/?q=x"],
    ["/hi/", 5002, "/hi/"],
    ["/hi/test-details/1", 5002, "/hi/test-details/1"],
    ["/hi/@vite/client", 5002, "/hi/@vite/client"],
    ["/hi/app/islands/header-bar.tsx?v=1", 5002, "/hi/app/islands/header-bar.tsx?v=1"],
  ])("%s → port %i, path %s", (url, port, path) => {
    expect(devTargetOf(url, ports)).toMatchObject({ port, path });
  });
});

describe("a Hindi dev page's own scripts under /hi", () => {
  it("prefixes island URLs written from the root and mends the double slash of its head scripts", () => {
    const page = [
      `<script type="module" src="/hi//@vite/client"></script><link rel="stylesheet" href="/hi//app/app.css">`,
      `<astro-island component-url="/app/islands/header-bar.tsx" renderer-url="/@fs/x/react/client.js" before-hydration-url="/@id/astro:scripts/before-hydration.js">`,
      `<a href="/test-details/1" lang="en">English</a><img src="/images/logo.png"><a href="/hi/about">`,
    ].join("");
    expect(prefixDevScripts(page, "/hi")).toBe(
      [
        `<script type="module" src="/hi/@vite/client"></script><link rel="stylesheet" href="/hi/app/app.css">`,
        `<astro-island component-url="/hi/app/islands/header-bar.tsx" renderer-url="/hi/@fs/x/react/client.js" before-hydration-url="/hi/@id/astro:scripts/before-hydration.js">`,
        `<a href="/test-details/1" lang="en">English</a><img src="/images/logo.png"><a href="/hi/about">`,
      ].join(""),
    );
  });
});

const upgraded = [];

/** A stand-in dev server: answers every request with its name and the path it got; a socket upgrade echoes. */
function standIn(name) {
  const server = http.createServer((request, response) => {
    const isPage = request.url.endsWith("/page");
    response.writeHead(200, { "content-type": isPage ? "text/html" : "text/javascript" });
    response.end(isPage ? `<astro-island component-url="/app/x.tsx">${name} ${request.url}` : `${name} ${request.url}`);
  });
  server.on("upgrade", (request, socket) => {
    upgraded.push(socket);
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n${name} ${request.url}`);
    socket.on("data", (bytes) => socket.write(bytes));
  });
  return server;
}

const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

describe("the dev proxy", () => {
  const english = standIn("en");
  const hindi = standIn("hi");
  let proxy;
  let origin;
  beforeAll(async () => {
    proxy = createDevProxy({ defaultPort: await listen(english), servers: { "/hi": await listen(hindi) } });
    origin = `http://127.0.0.1:${await listen(proxy)}`;
  });
  afterAll(() => {
    for (const socket of upgraded) socket.destroy();
    return Promise.all(
      [proxy, english, hindi].map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });

  it("hands each path to its language's server, and rewrites only a Hindi page", async () => {
    const bodies = await Promise.all(
      ["/about/page", "/hi/page", "/hi", "/hi/app/x.tsx", "/app/x.tsx"].map((path) => fetch(origin + path).then((answer) => answer.text())),
    );
    expect(bodies).toEqual([
      `<astro-island component-url="/app/x.tsx">en /about/page`,
      `<astro-island component-url="/hi/app/x.tsx">hi /hi/page`,
      "hi /hi/",
      "hi /hi/app/x.tsx",
      "en /app/x.tsx",
    ]);
  });

  it("passes a hot-reload socket to its language's server, both ways", async () => {
    const heard = await new Promise((resolve, reject) => {
      const socket = net.connect(Number(new URL(origin).port), "127.0.0.1", () => {
        socket.write(`GET /hi/?token=abc HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n`);
      });
      let text = "";
      socket.on("data", (bytes) => {
        text += bytes.toString();
        if (text.endsWith("hi /hi/?token=abc")) socket.write("ping");
        if (text.endsWith("ping")) {
          socket.destroy();
          resolve(text.slice(text.indexOf("\r\n\r\n") + 4));
        }
      });
      socket.on("error", reject);
    });
    expect(heard).toBe("hi /hi/?token=abcping");
  });
});
