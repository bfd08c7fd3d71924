import type { Config } from "@react-router/dev/config";
import { siteUrls } from "./app/site-urls";

export default {
  appDirectory: "app",
  // Static site: every URL is pre-rendered to HTML at build time, then hydrated in the browser.
  ssr: false,
  async prerender() {
    return siteUrls();
  },
} satisfies Config;
