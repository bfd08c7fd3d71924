// Throughput of the production server (`npm start`'s scripts/server.mjs) on loopback, with autocannon:
// 50 connections for a bounded time on the home page and on its largest script, as a browser asks
// (Accept-Encoding: gzip, deflate, br). Needs a build (`npm run build`).
//   node scripts/throughput.mjs [--seconds 10] [--build-dir build]
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { pageScriptUrls } from "./build-html.mjs";
import { createSiteServer } from "./server.mjs";

/** Runs autocannon against `url` and returns requests/s (mean) and bytes per response. */
async function measure(url, seconds) {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  if (result.non2xx || result.errors) throw new Error(`throughput: ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    bytesPerResponse: Math.round(result.throughput.total / result.requests.total),
  };
}

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, "build-dir": { type: "string", default: "build" } },
});
const buildDir = path.resolve(values["build-dir"]);
const client = path.join(buildDir, "client");
const config = JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8"));
const server = createSiteServer({ root: client, config });
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const scripts = pageScriptUrls(readFileSync(path.join(client, "index.html"), "utf8"));
const largest = scripts.sort((a, b) => statSync(path.join(client, b)).size - statSync(path.join(client, a)).size)[0];
for (const url of ["/", largest]) {
  const { requestsPerSecond, bytesPerResponse } = await measure(`${base}${url}`, Number(values.seconds));
  console.log(`${url}: ${requestsPerSecond} requests/s, ${bytesPerResponse} bytes per response`);
}
server.close();
server.closeAllConnections();
