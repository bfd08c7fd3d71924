// node scripts/screenshot.mjs <url> <out.png> [width=1280] [--full]
// Full-page screenshot in Debian's Chromium, for looking at pages as a person would.
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";

const [url, out, width = "1280"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: !process.argv.includes("--viewport") });
await browser.close();
console.log(`saved ${out}`);
