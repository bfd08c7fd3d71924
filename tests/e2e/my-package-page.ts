import type { Page } from "@playwright/test";

// My Package as its specs read it (my-package-*.spec.ts), one browser context per journey. Every expected
// name, price, total, fasting sentence and chat message in them is written out by hand from the content
// (content/catalogue.ts, services.ts, test-facts.ts, centres.ts, centre-pin-codes.ts), not computed
// with the rules the page itself uses, so a wrong rule in app/domain/my-package*.ts fails there. A
// content change that moves one of these values means updating it there too.
export const LIPID = "Lipid Profile"; // catalogue 2, ₹450, lipid-profile: 12 hours fasting
export const BASIC = "Basic Health Checkup"; // catalogue 100, ₹1,499, holds the lipid profile (12 h) and CBC
export const CBC = "Complete Blood Count (CBC)"; // catalogue 1, ₹299, no fasting
export const B12 = "Vitamin B12"; // department test vitamin-b12 (pathology, blood tests), ₹700, no fasting
/** The longest fast of Lipid Profile + Basic Health Checkup (+ CBC and B12, which need none). */
export const TWELVE_HOUR_FAST = "Fast for 12 hours before collection: needed for Lipid Profile and Basic Health Checkup";
export const SERVED_PIN = "110016"; // the first PIN code of the Green Park centre
export const SERVED_CENTRE = "Green Park (Head Centre)";

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The toggle of one item: "Add to Package: Lipid Profile", or "Added: Lipid Profile" once pressed. */
export const toggle = (page: Page, name: string, added = false) =>
  page.getByRole("button", { name: new RegExp(`^${added ? "Added" : "Add to My tests"}\\s*: ${escape(name)}$`) });
export const count = (page: Page) => page.getByRole("banner").getByTestId("my-package-count").first();

export async function storeList(page: Page, ids: string[]) {
  await page.evaluate((items) => localStorage.setItem("my-package", JSON.stringify({ v: 1, items })), ids);
}
