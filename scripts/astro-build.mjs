// `astro build` of every language (docs/decisions/026-hindi-second-build.md): first each other language
// (SITE_LOCALE=hi: the same pages under /hi, into build/locales/hi/), then the default, English, whose
// build takes them in and writes what covers the whole site (sitemap, header plans, compressed files).
// Arguments go to every `astro build` (`--mode e2e`); SITE_BUILD_ROUTES (a quick partial build, never
// for a deploy) builds those routes in every language.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "./locale-modules.mjs";

const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
rmSync(path.resolve(buildDir, "locales"), { recursive: true, force: true });
for (const locale of [...others, DEFAULT_LOCALE]) {
  const result = spawnSync("npx", ["astro", "build", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, SITE_LOCALE: locale } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
