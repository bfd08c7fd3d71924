import { expect, test, type Page } from "@playwright/test";
import { allowanceFor, DOCUMENT_404, INPUT_ROUND_MS, PAGE_LOAD_MS } from "./helpers.ts";

// Hostile values in every text input and every URL-driven value of the site (dynamic path segments
// and query parameters; hostile-input-*.spec.ts). Whatever comes in: the page renders (a heading, not
// blank, not the error screen), nothing runs (no dialog, no injected element), no console error, entries
// are kept and the site's own message shows where a rule applies, and text from the URL is shown as text.
//
// Text inputs: home search combobox, find-test search, header call-back phone, newsletter email
// (articles), contact form (name, email, phone, message). The selects only offer fixed values.
// URL values: /test-details/:testId, /package-details/:packageId, /services/:serviceSlug,
// /services/:serviceSlug/:subCategorySlug, /health-packages/:categoryId, /facilities/{lab,health-packages}/:sub,
// any unknown path; ?q= ?category= ?specialty= ?page= ?size= (find-test), ?from= (details), ?subject=
// (contact); other pages take no query parameters, which must be ignored.

const PWNED = "window.__pwned=1;alert(1)";
export const HOSTILE: { label: string; text: string }[] = [
  { label: "5,000 characters", text: "Thyroid profile ".repeat(313).slice(0, 5000) },
  { label: "script tag", text: `<script>${PWNED}</script>` },
  { label: "attribute breakout", text: `"><img src=x onerror="${PWNED}">` },
  { label: "SQL", text: "'; DROP TABLE tests;--" },
  { label: "path traversal", text: "../../etc/passwd" },
  { label: "RTL override", text: "\u202Etxt.exe" },
  { label: "zero-width characters", text: "C\u200BB\u200CC\u200D\uFEFF" },
  { label: "emoji", text: "🩺🧪 👩🏽‍⚕️" },
  { label: "percent junk", text: "%00 %E0%A4%A %" },
  { label: "regex metacharacters", text: ".*+?^${}()|[]\\" },
];

/** Path segments as they reach the server: encoded hostile text, plus raw malformed encodings. */
export const SEGMENTS: { label: string; segment: string }[] = [
  ...HOSTILE.map(({ label, text }) => ({ label, segment: encodeURIComponent(text) })),
  { label: "NUL byte", segment: "%00" },
  { label: "malformed percent-encoding", segment: "%E0%A4%A" },
  { label: "lone percent sign", segment: "%" },
  { label: "encoded traversal", segment: "..%2F..%2F..%2Fetc%2Fpasswd" },
  { label: "a segment too long for a file name", segment: "x".repeat(300) },
  { label: "prototype property names", segment: "__proto__" },
  { label: "constructor", segment: "constructor" },
];

/** The sharpest values, shown in the browser on every route (all of them on the first route). */
export const SHARP = new Set(["attribute breakout", "malformed percent-encoding", "lone percent sign", "5,000 characters"]);
/** The sharp values that are text to type or pass in a query (the other two are raw path encodings). */
export const SHARP_TEXT = HOSTILE.filter(({ label }) => SHARP.has(label));

interface Watch {
  errors: string[];
  dialogs: string[];
  /** The 404 of the page itself is expected for an unknown URL; nothing else is. */
  allowDocument404: boolean;
}

export function watch(page: Page): Watch {
  const state: Watch = { errors: [], dialogs: [], allowDocument404: false };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (state.allowDocument404 && message.text() === DOCUMENT_404) return;
    state.errors.push(message.text());
  });
  page.on("pageerror", (error) => state.errors.push(error.message));
  page.on("dialog", (dialog) => {
    state.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return state;
}

/** Nothing injected ran or was built. */
export async function expectNothingRan(page: Page, label: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), `${label}: script ran`).toBeUndefined();
  await expect(page.locator('img[src="x"]'), `${label}: injected element`).toHaveCount(0);
}

/** Nothing injected ran; the page shows one heading, some content, and not the error screen. */
async function expectPageSafe(page: Page, label: string) {
  await expectNothingRan(page, label);
  await expect(page.getByRole("heading", { level: 1 }), label).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" }), label).toHaveCount(0);
  await expect(page.locator("main"), `${label}: blank page`).not.toBeEmpty();
}

/** No dialog opened and nothing was logged as an error, during the whole test. */
function expectQuiet(state: Watch) {
  expect(state.dialogs, "dialogs").toEqual([]);
  expect(state.errors, "console errors").toEqual([]);
}

export async function expectIntact(page: Page, state: Watch, label: string) {
  await expectPageSafe(page, label);
  expectQuiet(state);
}

/**
 * The allowance of a test that loads `loads` pages and types `rounds` values one after another: each
 * hostile-input test repeats its work over a list, so its time grows with the list (and with a busy
 * machine).
 */
export function allowFor(loads: number, rounds = 0) {
  test.setTimeout(allowanceFor(loads, PAGE_LOAD_MS) + rounds * INPUT_ROUND_MS);
}
