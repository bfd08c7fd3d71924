import { loadEnv } from "vite";
import { buildModeFromArgs } from "#scripts/build-mode.mjs";

// What a build reads from its environment: the same for the site's build (astro.config.ts) and the
// editor's (astro.editor.config.ts).

/**
 * The prefix of the site's settings (app/config/site.ts), none of them secret: the islands read them in
 * the browser as the pages did at build time (Astro's own default is PUBLIC_*).
 */
export const SETTINGS_PREFIX = "VITE_";

/** The settings of the build's mode (`astro build --mode e2e` reads .env.e2e), under the process's own environment. */
export const env = { ...loadEnv(buildModeFromArgs(process.argv), process.cwd(), SETTINGS_PREFIX), ...process.env };

/**
 * The folder a build writes into: a second one lets the browser tests build with test settings (.env.e2e)
 * beside the real build (build-e2e/client, build-e2e/editor/).
 */
export const buildDir = process.env.SITE_BUILD_DIR ?? "build";
