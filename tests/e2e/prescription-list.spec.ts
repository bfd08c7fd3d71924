import { expect, test, type Page, type Request } from "@playwright/test";
import { prescriptionSlips } from "#app/domain/prescription-slips.fixture.ts";
import { allowanceFor, chatMessageOf, expectNoAxeViolations, ISLAND_RENDERER, openHydrated, waitForHydration } from "./helpers.ts";

// The prescription list box (docs/behaviour.md, "The prescription list box"): every slip of the engine's
// hand-written fixture through the real page in one page load; the unmatched lines in the chat
// message and on My Package; nothing of the list in the URL or in any request; axe on the open box; the
// home page's box, a list pasted into its search box.

const SLIP = "CBC, LFT, KFT, TSH, HbA1c, Vit D3, B12, Urine R/M";
const UNMATCHED = "Dr Mehta special panel";

const box = (page: Page) => page.getByTestId("prescription-text");
const answer = (page: Page) => page.getByTestId("prescription-answer");
const lines = (page: Page) => page.getByTestId("prescription-line");

/**
 * What each line of the box's answer reads as, as the slips' fixture writes it: the item's id (a line
 * another line's item includes is still its own match), "dup <id>", "ask <ids of the choices offered>",
 * "none" (kept as written) or "not-done".
 */
async function readLines(page: Page): Promise<string[]> {
  return lines(page).evaluateAll((items) =>
    items.map((item) => {
      const id = item.getAttribute("data-match") ?? "";
      const choices = [...item.querySelectorAll<HTMLInputElement>("input[type=radio]")].map((radio) => radio.value);
      const written: Record<string, string> = {
        matched: id,
        covered: id,
        duplicate: `dup ${id}`,
        unmatched: "none",
        "not-done": "not-done",
      };
      const status = item.getAttribute("data-status") ?? "";
      return status === "ambiguous" ? `ask ${choices.join(" ")}` : (written[status] ?? status);
    }),
  );
}

/** Puts `text` in the box and waits for its answer: emptied first, so an answer shown is this text's. */
async function priceSlip(page: Page, text: string, expectedLines: number) {
  await box(page).fill("");
  await expect(answer(page)).toHaveCount(0);
  await box(page).fill(text);
  await expect(lines(page)).toHaveCount(expectedLines);
  await expect(answer(page)).toHaveAttribute("data-complete", "true");
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** No request, and not the page's URL, carries a word of the list (its URL or its body). */
function expectNothingSent(page: Page, requests: readonly Request[], words: readonly string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const sent = `${decodeURIComponent(request.url())} ${request.postData() ?? ""}`.toLowerCase();
    for (const word of words) expect(sent, request.url()).not.toContain(word.toLowerCase());
    expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin);
  }
  for (const word of words) expect(decodeURIComponent(page.url()).toLowerCase()).not.toContain(word.toLowerCase());
}

test("the slips' fixture holds at least 40 slips, in both languages", () => {
  expect(prescriptionSlips.length).toBeGreaterThanOrEqual(40);
  expect(prescriptionSlips.filter((slip) => slip.lang === "hi").length).toBeGreaterThanOrEqual(6);
});

// Every slip, English and Hindi, in one page load: the reading is the same on both pages' index in all but
// the words each language's names add, and the fixture is judged against the English one.
test("every slip of the fixture through /find-test, each line as written by hand", async ({ page }) => {
  test.setTimeout(allowanceFor(prescriptionSlips.length, 1_500));
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, "/find-test");
  await page.locator("[data-prescription-box] summary").click();
  for (const slip of prescriptionSlips) {
    await priceSlip(page, slip.text, slip.lines.length);
    expect(await readLines(page), slip.name).toEqual(slip.lines);
  }
});

test("/find-test: the 8-line slip priced, axe on the open box, the unmatched line in the chat message and on My Package, nothing sent", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const requests = recordRequests(page);
  await openHydrated(page, "/find-test");
  await page.getByText("Prescription? Price the whole list").click();
  await priceSlip(page, `${SLIP}\n${UNMATCHED}`, 9);
  expect(await readLines(page)).toEqual(["1", "1052", "1050", "1099", "11", "14", "1105", "3", "none"]);
  await expect(page.getByTestId("prescription-total")).toContainText("₹4,059");
  await expect(page.locator("[data-prescription-box] > [role=status]")).toHaveText("9 lines read: 8 priced, 1 to check. Total ₹4,059.");
  await expectNoAxeViolations(page);
  expectNothingSent(page, requests, ["Mehta", "HbA1c", "Urine R"]);

  const message = await chatMessageOf(page, page.getByTestId("prescription-book"));
  expect(message).toContain(`Also on my prescription, as written (please call me about these):\n- ${UNMATCHED}`);
  expect(message).toContain("1. Complete Blood Count (CBC): ₹299");
  expect(message).toContain("Total: ₹4,059 (8 items)");

  await page.getByRole("button", { name: "Add the whole list to My tests" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to My tests" })).toContainText(
    "it now has 8 items. 1 line kept as written.",
  );
  await page.getByRole("link", { name: "Open My tests" }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(8);
  await expect(page.getByTestId("written-line")).toHaveText([UNMATCHED]);
  expect(await chatMessageOf(page, page.getByTestId("book-on-chat"))).toContain(`- ${UNMATCHED}`);
});

test("home: the box opened and typed into before hydration keeps the text; a list pasted into the search box moves into it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const requests = recordRequests(page);
  // The islands' renderer held back until the box has been opened and typed into.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(ISLAND_RENDERER, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await page.locator("[data-prescription-box] summary").click();
  await box(page).fill("CBC, Lipid profile");
  expect(await page.locator("astro-island[ssr]").count()).toBeGreaterThan(0);
  release();
  await waitForHydration(page);
  await expect(box(page)).toHaveValue("CBC, Lipid profile");
  await expect(lines(page)).toHaveCount(2);
  expect(await readLines(page)).toEqual(["1", "2"]);

  await box(page).fill("");
  const search = page.getByRole("combobox", { name: "Search tests and health packages" });
  await search.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, "1. CBC\n2. Lipid profile\n3. HbA1c");
  await expect(search).toHaveValue("");
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue("1. CBC\n2. Lipid profile\n3. HbA1c");
  await expect(lines(page)).toHaveCount(3);
  expect(await readLines(page)).toEqual(["1", "2", "11"]);
  await expect(page.getByTestId("prescription-total")).toContainText("₹1,129");
  expectNothingSent(page, requests, ["Lipid profile", "HbA1c"]);
});
