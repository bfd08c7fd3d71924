// `astro build` of every language (docs/decisions/026-hindi-second-build.md): first each other language
// (SITE_LOCALE=hi: the same pages under /hi, into build/locales/hi/), then the default, English, whose
// build takes them in and writes what covers the whole site (sitemap, header plans, compressed files).
// Arguments go to every `astro build` (`--mode e2e`); SITE_BUILD_ROUTES (a quick partial build, never
// for a deploy) builds those routes in every language.
// While the default language's pages render (one core), the other languages' pages are precompressed
// here on the other; its build waits for them before taking them in (docs/decisions/042-build-time-at-the-whole-menu.md).
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "./locale-modules.mjs";
import { precompress } from "./precompress.mjs";
import { PRECOMPRESSED_MARK } from "./site-build.mjs";

const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function astroBuild(locale, env = {}) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["astro", "build", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, ...env, SITE_LOCALE: locale },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Precompresses a language's pages (build/locales/hi/hi/), then marks the folder: "ok" or what failed. */
async function precompressPages(locale) {
  const localeDir = path.resolve(buildDir, "locales", locale);
  const mark = path.join(localeDir, PRECOMPRESSED_MARK);
  try {
    if (existsSync(path.join(localeDir, locale))) await precompress(path.join(localeDir, locale));
    await writeFile(mark, "ok");
  } catch (error) {
    await writeFile(mark, `precompressing the ${locale} pages failed: ${error instanceof Error ? error.stack : error}`);
  }
}

rmSync(path.resolve(buildDir, "locales"), { recursive: true, force: true });
for (const locale of others) {
  const status = await astroBuild(locale);
  if (status !== 0) process.exit(status);
}
const compressed = Promise.all(others.map(precompressPages));
const status = await astroBuild(DEFAULT_LOCALE, { SITE_OTHER_LOCALES_PRECOMPRESSED: "1" });
await compressed;
process.exit(status);
