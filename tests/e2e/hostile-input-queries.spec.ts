import { expect, test } from "@playwright/test";
import { findTestSummary } from "./find-test-page.ts";
import { openHydrated } from "./helpers.ts";
import { allowFor, expectIntact, HOSTILE, SHARP_TEXT, watch } from "./hostile-input.ts";

// Hostile values in the query parameters (./hostile-input.ts): find-test's, the details pages' ?from=,
// the contact page's ?subject=, and pages that take none.

test.describe("hostile query parameters", () => {
  test("find-test ?q= shows the text, as text, in the search box", async ({ page }) => {
    const state = watch(page);
    const values: { label: string; raw: string }[] = [
      ...HOSTILE.filter(({ label }) => ["5,000 characters", "script tag", "attribute breakout"].includes(label)).map(({ label, text }) => ({
        label,
        raw: encodeURIComponent(text),
      })),
      { label: "RTL, zero-width and emoji", raw: encodeURIComponent(`${HOSTILE[5]!.text}${HOSTILE[6]!.text}${HOSTILE[7]!.text}`) },
      { label: "malformed", raw: "%E0%A4%A%" },
    ];
    allowFor(values.length);
    for (const { label, raw } of values) {
      await openHydrated(page, `/find-test?q=${raw}`);
      const expected = (new URLSearchParams(`q=${raw}`).get("q") ?? "").slice(0, 200);
      await expect(page.getByRole("searchbox", { name: "Search" }), label).toHaveValue(expected);
      await expect(page.getByText(/^\d+ tests? found$/), label).toBeVisible();
      await expectIntact(page, state, label);
    }
  });

  test("find-test page, size, category and specialty: bad values fall back, duplicates take the first", async ({ page }) => {
    const state = watch(page);
    const cases: [string, string][] = [
      ["?page=-1", "Showing 1 to 12 of 235 items"],
      ["?page=1e309", "Showing 1 to 12 of 235 items"],
      ["?page=abc", "Showing 1 to 12 of 235 items"],
      ["?page=%00", "Showing 1 to 12 of 235 items"],
      ["?page=999999", "Showing 229 to 235 of 235 items"],
      ["?page=2&page=3", "Showing 13 to 24 of 235 items"],
      ["?size=1e309", "Showing 1 to 12 of 235 items"],
      // 20 is not offered (12, 24, 48): the nearest size is (decision 057).
      ["?size=20&size=50", "Showing 1 to 24 of 235 items"],
      [`?category=${encodeURIComponent(HOSTILE[1]!.text)}`, "Showing 1 to 12 of 235 items"],
      [`?specialty=${encodeURIComponent("../../etc/passwd")}&category=%E0%A4%A`, "Showing 1 to 12 of 235 items"],
      ["?q=thyroid&q=%3Cscript%3E", "Showing 1 to 12 of 26 items"],
    ];
    allowFor(cases.length);
    for (const [query, text] of cases) {
      await openHydrated(page, `/find-test${query}`);
      await expect(findTestSummary(page), query).toHaveText(text);
      await expectIntact(page, state, query);
    }
  });

  test("?from= on details pages only changes the back link for its known values", async ({ page }) => {
    const state = watch(page);
    expect(SHARP_TEXT).toHaveLength(2);
    allowFor(SHARP_TEXT.length * 2);
    for (const { label, text } of SHARP_TEXT) {
      for (const url of [
        `/test-details/1?from=${encodeURIComponent(text)}`,
        `/package-details/100?from=${encodeURIComponent(text)}&from=home`,
      ]) {
        await openHydrated(page, url);
        await expect(page.getByRole("link", { name: "Back to Find Test" }), label).toHaveAttribute("href", "/find-test");
        await expectIntact(page, state, `${url.slice(0, 30)} ${label}`);
      }
    }
  });

  test("?subject= on the contact page selects nothing unless it is a subject", async ({ page }) => {
    const state = watch(page);
    expect(SHARP_TEXT).toHaveLength(2);
    allowFor(SHARP_TEXT.length + 2);
    for (const { label, text } of SHARP_TEXT) {
      await openHydrated(page, `/contact-us?subject=${encodeURIComponent(text)}`);
      await expect(page.getByLabel("Subject"), label).toHaveValue("");
      await expectIntact(page, state, label);
    }
    await openHydrated(page, "/contact-us?subject=%E0%A4%A&subject=billing");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await openHydrated(page, "/contact-us?subject=billing&subject=%3Cx%3E");
    await expect(page.getByLabel("Subject")).toHaveValue("billing");
    await expectIntact(page, state, "duplicated subject");
  });

  test("pages without query parameters ignore them", async ({ page }) => {
    const state = watch(page);
    const junk = `category=${encodeURIComponent(HOSTILE[2]!.text)}&page=-1&filter=%E0%A4%A&q=${encodeURIComponent(HOSTILE[1]!.text)}`;
    const paths = ["/blog", "/gallery", "/press", "/locations"];
    allowFor(paths.length);
    for (const path of paths) {
      const response = await openHydrated(page, `${path}?${junk}`);
      expect(response?.status(), path).toBe(200);
      await expectIntact(page, state, path);
    }
  });
});
