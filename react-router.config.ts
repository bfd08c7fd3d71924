import type { Config } from "@react-router/dev/config";
import { siteUrls } from "./app/site-urls";

export default {
  appDirectory: "app",
  // Static site: every URL is pre-rendered to HTML at build time, then hydrated in the browser.
  ssr: false,
  // A second output folder lets the browser tests build with test settings (.env.e2e) beside the real build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  async prerender() {
    return siteUrls();
  },
} satisfies Config;
