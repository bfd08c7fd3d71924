// `npm start`: build once if there is no build, then serve it with the `serve` static server.
// PORT (default 3000), HOST (default 127.0.0.1) and SITE_BUILD_DIR (default build) are honoured.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.SITE_BUILD_DIR ?? "build");
const client = path.join(buildDir, "client");
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";

if (!process.argv.includes("--no-build") && !existsSync(path.join(buildDir, "serve.json"))) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(path.join(buildDir, "serve.json"))) {
  console.error(`No build in ${client}. Run \`npm run build\` first.`);
  process.exit(1);
}

const serveBin = path.join(root, "node_modules", "serve", "build", "main.js");
const child = spawn(
  process.execPath,
  [serveBin, client, "--listen", `tcp://${host}:${port}`, "--config", path.join(buildDir, "serve.json"), "--no-clipboard", "--no-port-switching"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
