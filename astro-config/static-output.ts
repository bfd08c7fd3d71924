import type { AstroUserConfig } from "astro";
import { passthroughImageService } from "astro/config";

/**
 * What the site's build and the editor's share: static HTML pre-rendered from app/, a file a page,
 * nothing rendered on a server at request time.
 */
export const staticOutput = {
  srcDir: "./app",
  output: "static",
  // "/about" is served from about.html on both servers (a folder index would redirect to "/about/").
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  compressHTML: true,
  devToolbar: { enabled: false },
  // No code blocks in the site's Markdown; Shiki's inline styles would also need a looser CSP.
  markdown: { syntaxHighlight: false },
  // Every image is a file with its width and height set (public/, the editor's imported icon and logo):
  // nothing to transform at build time.
  image: { service: passthroughImageService() },
} satisfies AstroUserConfig;
