import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "/work/wt-12/scripts/find-chromium.mjs";
const base = "http://127.0.0.1:4212";
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + "/my-package");
  await page.evaluate(() => {
    localStorage.setItem("my-package", JSON.stringify({ v: 1, items: ["2", "100", "vitamin-b12", "10"] }));
    localStorage.setItem("my-package-details", JSON.stringify({ name: "Asha", mode: "home", pin: "110016" }));
  });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("package-item").first().waitFor();
  await page.screenshot({ path: `/tmp/mp-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `/tmp/mp-print-${width}.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await page.goto(base + "/health-packages");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.screenshot({ path: `/tmp/hp-${width}.png` });
  await page.goto(base + "/find-test");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.screenshot({ path: `/tmp/ft-${width}.png` });
  if (width === 375) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.screenshot({ path: `/tmp/menu-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
