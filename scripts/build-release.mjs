// `npm run build:release`: the production build for deployment. The same as `npm run build`, but the
// build refuses placeholder settings (the certificate number, the fictional phone and links) with a
// one-line message (app/config/release-guard.ts; the host's own builds set CF_PAGES=1, which does the same).
import { spawnSync } from "node:child_process";

const content = spawnSync("node", ["scripts/content-compile.mjs"], { stdio: "inherit" });
if (content.status !== 0) process.exit(content.status ?? 1);
const result = spawnSync("node", ["scripts/astro-build.mjs", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, RELEASE: "1" },
});
process.exit(result.status ?? 1);
