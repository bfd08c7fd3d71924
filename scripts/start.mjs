// `npm start`: build once if there is no build, then serve it with the production server
// (scripts/server.mjs). PORT (default 3000) and HOST (default 127.0.0.1) are honoured;
// `--build-dir build-e2e` serves another build than build/ (the browser tests' one).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createSiteServer } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags } = parseArgs({
  options: { "no-build": { type: "boolean", default: false }, "build-dir": { type: "string", default: "build" } },
});
const buildDir = path.resolve(root, flags["build-dir"]);
const client = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? "3000");
const host = process.env.HOST ?? "127.0.0.1";

if (!flags["no-build"] && !existsSync(path.join(buildDir, "serve.json"))) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(path.join(buildDir, "serve.json"))) {
  console.error(`No build in ${client}. Run \`npm run build\` first.`);
  process.exit(1);
}

const config = JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8"));
const server = createSiteServer({ root: client, config });
server.on("error", (error) => {
  console.error(`Could not serve on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => console.log(`Serving ${path.relative(root, client)} on http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
  });
}
