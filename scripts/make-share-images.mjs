// node scripts/make-share-images.mjs
// Renders the brand's images in Debian's Chromium, from the markup below (nothing is fetched):
// - public/og-image.png (1200×630): the share image of every page (Open Graph, Twitter card).
// - public/logo.png (512×512): the square logo named in the structured data.
// Colours are the design tokens of app/app.css; the brand name is VITE_BRAND_NAME (production .env).
// Run it again after a brand change and commit the images.
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { loadEnv } from "vite";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...loadEnv("production", root, "VITE_"), ...process.env };
const brand = (env.VITE_BRAND_NAME ?? "").trim() || "Health+ Diagnostics";
const MAX_BYTES = 80 * 1024;

const colour = {
  brand50: "#f0fdfa",
  brand100: "#ccfbf1",
  brand600: "#0d9488",
  brand700: "#0f766e",
  brand800: "#115e59",
  accent100: "#fef3c7",
  accent800: "#92400e",
};

const escapeHtml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

// The mark of public/favicon.svg: a white plus on a rounded teal square.
const mark = (size, background, plus) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${background}"/><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="${plus}"/></svg>`;

const font = `"Liberation Sans", "DejaVu Sans", Arial, sans-serif`;

const shareImage = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; background: ${colour.brand700}; color: white; font-family: ${font}; }
  .ring { position: absolute; border-radius: 50%; }
  .ring.one { width: 620px; height: 620px; right: -180px; top: -170px; background: ${colour.brand600}; }
  .ring.two { width: 380px; height: 380px; right: -60px; bottom: -200px; background: ${colour.brand800}; }
  main { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 28px; }
  h1 { font-size: 76px; font-weight: 700; letter-spacing: -1px; }
  .tagline { margin-top: 44px; font-size: 48px; font-weight: 700; line-height: 1.2; max-width: 820px; }
  .area { margin-top: 20px; font-size: 32px; color: ${colour.brand100}; }
  .claims { margin-top: auto; display: flex; gap: 18px; }
  .claims span { background: ${colour.accent100}; color: ${colour.accent800}; font-size: 28px; font-weight: 700; padding: 14px 26px; border-radius: 999px; }
</style></head><body>
  <div class="ring one"></div><div class="ring two"></div>
  <main>
    <div class="brand">${mark(96, colour.brand50, colour.brand700)}<h1>${escapeHtml(brand)}</h1></div>
    <p class="tagline">Lab tests, health packages and home sample collection</p>
    <p class="area">Delhi/NCR and Jammu &amp; Kashmir</p>
    <div class="claims"><span>NABL-accredited central laboratory</span><span>Free home sample pickup</span></div>
  </main>
</body></html>`;

const logo = `<!doctype html><html><head><style>
  * { margin: 0; } body { width: 512px; height: 512px; background: transparent; }
</style></head><body>${mark(512, colour.brand700, "#ffffff")}</body></html>`;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
try {
  for (const [file, html, width, height, transparent] of [
    ["og-image.png", shareImage, 1200, 630, false],
    ["logo.png", logo, 512, 512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    // Offline by construction: any request the markup might make is refused.
    await page.route("**/*", (route) => route.abort());
    await page.setContent(html);
    const out = path.join(root, "public", file);
    await page.screenshot({ path: out, omitBackground: transparent });
    await page.close();
    const { size } = await stat(out);
    console.log(`${out}: ${width}×${height}, ${(size / 1024).toFixed(1)} KB`);
    if (size > MAX_BYTES) throw new Error(`${file} is over ${MAX_BYTES / 1024} KB`);
  }
} finally {
  await browser.close();
}
