import type { Config } from "@react-router/dev/config";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "vite";
import { nablCertificateFromEnv } from "./app/config/site";
import { contentProblems } from "./app/domain/build-checks";
import { siteOriginFromEnv } from "./app/config/site-url";
import { downloadGuides } from "./app/domain/download-guides";
import { robotsTxt, sitemapXml } from "./app/domain/sitemap";
import { canonicalUrls, siteUrls, utilityUrls } from "./app/site-urls";
import { finishBuild } from "./scripts/build-end.mjs";
import { writeGuidePdfs } from "./scripts/download-pdfs.mjs";

/** Stops the build, before any page is written, when content or settings must not be published. */
function contentChecks() {
  const problems = contentProblems({
    environment: process.env,
    settings: { ...loadEnv("production", process.cwd(), "VITE_"), ...process.env },
    today: new Date().toISOString().slice(0, 10),
  });
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}

export default {
  appDirectory: "app",
  // Static site: every URL is pre-rendered to HTML at build time, then hydrated in the browser.
  ssr: false,
  // A second output folder lets the browser tests build with test settings (.env.e2e) beside the real build.
  buildDirectory: process.env.SITE_BUILD_DIR ?? "build",
  async prerender() {
    contentChecks();
    return [...siteUrls(), ...utilityUrls()];
  },
  // sitemap.xml and robots.txt from the same URL list as `prerender`, on the origin the pages' canonical
  // links use (VITE_SITE_URL as Vite resolved it for this build's mode); then the steps that make the
  // output servable (scripts/build-end.mjs), with this build's directory and settings.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const origin = siteOriginFromEnv(viteConfig.env);
    const buildDir = path.resolve(reactRouterConfig.buildDirectory);
    const client = path.join(buildDir, "client");
    const urls = canonicalUrls();
    await writeFile(path.join(client, "sitemap.xml"), sitemapXml(origin, urls));
    await writeFile(path.join(client, "robots.txt"), robotsTxt(origin));
    console.log(`sitemap.xml (${urls.length} canonical URLs on ${origin}) and robots.txt in ${client}`);
    // The patient guides (PDF) from the same test facts as the pages, with this build's settings; written
    // before finishBuild so they are served (and precompressed) like every other file.
    const guides = downloadGuides({ nablCertificate: nablCertificateFromEnv(viteConfig.env) });
    const pdfs = await writeGuidePdfs(guides, path.join(client, "downloads"));
    console.log(`downloads: ${pdfs.map((p) => p.file).join(", ")} in ${client}`);
    await finishBuild({ buildDir, env: viteConfig.env });
  },
} satisfies Config;
