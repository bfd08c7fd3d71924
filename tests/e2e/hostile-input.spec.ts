import { expect, test, type Page, type Route } from "@playwright/test";
import { inBatches } from "../deploy-cases";
import { allowanceFor, DOCUMENT_404, INPUT_ROUND_MS, PAGE_LOAD_MS, pastMinimumFillTime, waitForHydration } from "./helpers";

// Hostile values in every text input and every URL-driven value of the site (dynamic path segments
// and query parameters). Whatever comes in: the page renders (a heading, not blank, not the error
// screen), nothing runs (no dialog, no injected element), no console error, entries are kept and the
// site's own message shows where a rule applies, and text from the URL is shown as text.
//
// Text inputs: home search combobox, find-test search, header call-back phone, newsletter email
// (articles), contact form (name, email, phone, message). The selects only offer fixed values.
// URL values: /test-details/:testId, /package-details/:packageId, /services/:serviceSlug,
// /services/:serviceSlug/:subCategorySlug, /health-packages/:categoryId, /facilities/{lab,health-packages}/:sub,
// any unknown path; ?q= ?category= ?specialty= ?page= ?size= (find-test), ?from= (details), ?subject=
// (contact); other pages take no query parameters, which must be ignored.

const PWNED = "window.__pwned=1;alert(1)";
const HOSTILE: { label: string; text: string }[] = [
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
const SEGMENTS: { label: string; segment: string }[] = [
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
const SHARP = new Set(["attribute breakout", "malformed percent-encoding", "lone percent sign", "5,000 characters"]);
/** The sharp values that are text to type or pass in a query (the other two are raw path encodings). */
const SHARP_TEXT = HOSTILE.filter(({ label }) => SHARP.has(label));

test("every sharp value is found by its label, so the loops over them check something", () => {
  expect(SEGMENTS.filter(({ label }) => SHARP.has(label)).map(({ label }) => label)).toHaveLength(SHARP.size);
  expect(SHARP_TEXT.map(({ label }) => label)).toEqual(["5,000 characters", "attribute breakout"]);
});

const DYNAMIC_ROUTES: { prefix: string; heading: string }[] = [
  { prefix: "/test-details/", heading: "Test Not Found" },
  { prefix: "/package-details/", heading: "Package Not Found" },
  { prefix: "/services/", heading: "Service Not Found" },
  { prefix: "/services/pathology/", heading: "Service Not Found" },
  { prefix: "/health-packages/", heading: "Category Not Found" },
  { prefix: "/facilities/lab/", heading: "Service Not Found" },
  { prefix: "/facilities/health-packages/", heading: "Service Not Found" },
  { prefix: "/", heading: "Page Not Found" },
];


interface Watch {
  errors: string[];
  dialogs: string[];
  /** The 404 of the page itself is expected for an unknown URL; nothing else is. */
  allowDocument404: boolean;
}

function watch(page: Page): Watch {
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
async function expectNothingRan(page: Page, label: string) {
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

async function expectIntact(page: Page, state: Watch, label: string) {
  await expectPageSafe(page, label);
  expectQuiet(state);
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** The text a type=email input keeps: its value sanitisation drops ASCII whitespace at both ends. */
const emailInputValue = (text: string) => text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");

/** Every external request is answered here; nothing leaves the machine. */
async function interceptDelivery(page: Page) {
  const sent: unknown[] = [];
  const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*", "access-control-allow-methods": "POST, OPTIONS" };
  const answer = async (route: Route) => {
    if (route.request().method() === "POST") sent.push(route.request().postDataJSON());
    await route.fulfill({ status: route.request().method() === "OPTIONS" ? 204 : 200, headers: cors, body: "OK" });
  };
  await page.route("https://api.emailjs.com/**", answer);
  await page.route("https://formrelay.example/**", answer);
  await page.addInitScript(() => window.addEventListener("healthplus:open-mail-program", (event) => event.preventDefault()));
  return sent;
}

/** Every hostile value is shown on the first route, in tests of this many page loads each. */
const LOADS_PER_TEST = 6;

/**
 * The allowance of a test that loads `loads` pages and types `rounds` values one after another: each
 * test below repeats its work over a list, so its time grows with the list (and with a busy machine).
 */
function allowFor(loads: number, rounds = 0) {
  test.setTimeout(allowanceFor(loads, PAGE_LOAD_MS) + rounds * INPUT_ROUND_MS);
}

test.describe("hostile URL path segments", () => {
  test("the server answers each with the route's not-found page: 404, never 400 or 500", async ({ request }) => {
    // Every route with every value: requests a few at a time, the allowance growing with their number.
    const requests = DYNAMIC_ROUTES.flatMap(({ prefix, heading }) => SEGMENTS.map(({ label, segment }) => ({ prefix, heading, label, segment })));
    test.setTimeout(allowanceFor(requests.length, 250));
    await inBatches(requests, async ({ prefix, heading, label, segment }) => {
      const response = await request.get(`${prefix}${segment}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${segment.slice(0, 30)} (${label})`).toBe(404);
      expect(response.headers()["content-type"], label).toMatch(/^text\/html/);
      // The not-found page of the route says so in its HTML, before any script runs.
      expect(await response.text(), `${prefix} (${label})`).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  });

  // In the browser: every value on the first route, split into tests of at most LOADS_PER_TEST page
  // loads (one test used to load all seventeen within one fixed minute: under four seconds a page, which
  // a busy two-core machine does not keep), and the sharpest values on every other route.
  const browserCases = DYNAMIC_ROUTES.flatMap(({ prefix, heading }, index) => {
    if (index > 0) return [{ prefix, heading, segments: SEGMENTS.filter(({ label }) => SHARP.has(label)), which: "the sharpest hostile values" }];
    const parts = Math.ceil(SEGMENTS.length / LOADS_PER_TEST);
    return Array.from({ length: parts }, (_, part) => ({
      prefix,
      heading,
      segments: SEGMENTS.slice(part * LOADS_PER_TEST, (part + 1) * LOADS_PER_TEST),
      which: `every hostile value (${part + 1} of ${parts})`,
    }));
  });
  for (const { prefix, heading, segments, which } of browserCases) {
    test(`${prefix}… shows "${heading}" for ${which}`, async ({ page }) => {
      allowFor(segments.length);
      const state = watch(page);
      state.allowDocument404 = true;
      for (const { label, segment } of segments) {
        const response = await open(page, `${prefix}${segment}`);
        expect(response?.status(), label).toBe(404);
        await expect(page.getByRole("heading", { level: 1 }), label).toHaveText(heading);
        await expectIntact(page, state, label);
      }
    });
  }
});

test.describe("hostile query parameters", () => {
  const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ items$/);

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
      await open(page, `/find-test?q=${raw}`);
      const expected = (new URLSearchParams(`q=${raw}`).get("q") ?? "").slice(0, 200);
      await expect(page.getByRole("searchbox", { name: "Search" }), label).toHaveValue(expected);
      await expect(page.getByText(/^\d+ tests? found$/), label).toBeVisible();
      await expectIntact(page, state, label);
    }
  });

  test("find-test page, size, category and specialty: bad values fall back, duplicates take the first", async ({ page }) => {
    const state = watch(page);
    const cases: [string, string][] = [
      ["?page=-1", "Showing 1 to 10 of 235 items"],
      ["?page=1e309", "Showing 1 to 10 of 235 items"],
      ["?page=abc", "Showing 1 to 10 of 235 items"],
      ["?page=%00", "Showing 1 to 10 of 235 items"],
      ["?page=999999", "Showing 231 to 235 of 235 items"],
      ["?page=2&page=3", "Showing 11 to 20 of 235 items"],
      ["?size=1e309", "Showing 1 to 10 of 235 items"],
      ["?size=20&size=50", "Showing 1 to 20 of 235 items"],
      [`?category=${encodeURIComponent(HOSTILE[1]!.text)}`, "Showing 1 to 10 of 235 items"],
      [`?specialty=${encodeURIComponent("../../etc/passwd")}&category=%E0%A4%A`, "Showing 1 to 10 of 235 items"],
      ["?q=thyroid&q=%3Cscript%3E", "Showing 1 to 10 of 26 items"],
    ];
    allowFor(cases.length);
    for (const [query, text] of cases) {
      await open(page, `/find-test${query}`);
      await expect(summary(page), query).toHaveText(text);
      await expectIntact(page, state, query);
    }
  });

  test("?from= on details pages only changes the back link for its known values", async ({ page }) => {
    const state = watch(page);
    expect(SHARP_TEXT).toHaveLength(2);
    allowFor(SHARP_TEXT.length * 2);
    for (const { label, text } of SHARP_TEXT) {
      for (const url of [`/test-details/1?from=${encodeURIComponent(text)}`, `/package-details/100?from=${encodeURIComponent(text)}&from=home`]) {
        await open(page, url);
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
      await open(page, `/contact-us?subject=${encodeURIComponent(text)}`);
      await expect(page.getByLabel("Subject"), label).toHaveValue("");
      await expectIntact(page, state, label);
    }
    await open(page, "/contact-us?subject=%E0%A4%A&subject=billing");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await open(page, "/contact-us?subject=billing&subject=%3Cx%3E");
    await expect(page.getByLabel("Subject")).toHaveValue("billing");
    await expectIntact(page, state, "duplicated subject");
  });

  test("pages without query parameters ignore them", async ({ page }) => {
    const state = watch(page);
    const junk = `category=${encodeURIComponent(HOSTILE[2]!.text)}&page=-1&filter=%E0%A4%A&q=${encodeURIComponent(HOSTILE[1]!.text)}`;
    const paths = ["/blog", "/gallery", "/press", "/locations"];
    allowFor(paths.length);
    for (const path of paths) {
      const response = await open(page, `${path}?${junk}`);
      expect(response?.status(), path).toBe(200);
      await expectIntact(page, state, path);
    }
  });
});

test.describe("hostile text in the inputs", () => {
  test("my package: hostile share-link items and booking fields stay text, and stay out of the URL", async ({ page }) => {
    const state = watch(page);
    allowFor(1, HOSTILE.length);
    const items = HOSTILE.map(({ text }) => encodeURIComponent(text)).join(",");
    await open(page, `/my-package?items=2,${items},%E0%A4%A,__proto__`);
    await expect(page.getByTestId("package-item")).toHaveCount(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("my-package") ?? "null"))).toEqual({ v: 1, items: ["2"] });
    await expectIntact(page, state, "share link");
    for (const { label, text } of HOSTILE) {
      await page.getByLabel("Name").fill(text);
      await page.getByLabel("Note").fill(text);
      await expectNothingRan(page, `my package ${label}`);
      const chat = (await page.getByTestId("book-on-chat").getAttribute("href")) ?? "";
      expect(chat.length, label).toBeLessThan(2100);
      expect(page.url(), label).toMatch(/\/my-package$/);
    }
    await expectIntact(page, state, "booking fields");
  });

  test("home search: suggestions stay safe and the search opens find-test with the same text", async ({ page }) => {
    const state = watch(page);
    allowFor(2, HOSTILE.length);
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Search tests and health packages" });
    for (const { label, text } of HOSTILE) {
      await box.fill(text);
      expect(await box.inputValue(), label).toBe(text.slice(0, 200));
      // Suggestions (from 3 characters) list catalogue names only, never the typed text as markup.
      await expect(page.getByRole("listbox", { name: "Suggestions" }).locator("img, script"), label).toHaveCount(0);
      await expectNothingRan(page, `home ${label}`);
    }
    const typed = `${HOSTILE[2]!.text} ${HOSTILE[5]!.text} ${HOSTILE[7]!.text}`;
    await box.fill(typed);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/find-test\?q=/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(typed.trim());
    await expectIntact(page, state, "home → find-test");
  });

  test("find-test search: the text is kept and counted, nothing runs", async ({ page }) => {
    const state = watch(page);
    allowFor(2, HOSTILE.length);
    await open(page, "/find-test");
    const box = page.getByRole("searchbox", { name: "Search" });
    for (const { label, text } of HOSTILE) {
      await box.fill(text);
      const typed = await box.inputValue();
      expect(typed, label).toBe(text.slice(0, 200));
      await expect(page.getByText(/^\d+ tests? found$/), label).toBeVisible();
      await expectNothingRan(page, label);
    }
    // the text survives a reload through the URL (written once typing settles)
    await box.fill(HOSTILE[2]!.text);
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === HOSTILE[2]!.text);
    await page.reload();
    await waitForHydration(page);
    await expect(box).toHaveValue(HOSTILE[2]!.text);
    await expectIntact(page, state, "after a reload");
  });

  test.describe("at desktop width", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("header call-back: the site's message, the entry kept, nothing sent", async ({ page }) => {
      const state = watch(page);
      allowFor(1, HOSTILE.length);
      const sent = await interceptDelivery(page);
      await open(page, "/about");
      const input = page.getByLabel("Phone number for a call back");
      for (const { label, text } of HOSTILE) {
        await input.fill(text);
        const typed = await input.inputValue();
        await page.getByRole("button", { name: "Get Call Back" }).click();
        await expect(input, label).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`[id="${await input.getAttribute("aria-describedby")}"]`), label).toHaveText(
          /^Please enter (your phone number|a valid Indian number)/,
        );
        await expect(input, label).toHaveValue(typed);
        await expectNothingRan(page, label);
      }
      expect(sent).toEqual([]);
      await expectIntact(page, state, "call-back");
    });
  });

  test("newsletter: the entry is kept and refused, nothing sent", async ({ page }) => {
    const state = watch(page);
    allowFor(1, HOSTILE.length + 1);
    const sent = await interceptDelivery(page);
    await open(page, "/blog");
    const form = page.getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("Email address");
    for (const { label, text } of HOSTILE) {
      await input.fill(text);
      await form.getByRole("button", { name: "Subscribe" }).click();
      // The browser's own check stops it first (type=email); the entry stays.
      await expect(input, label).toHaveJSProperty("validity.valid", false);
      await expect(input, label).toHaveValue(emailInputValue(text.slice(0, 254)));
      await expectNothingRan(page, label);
    }
    // What the browser lets through but the site does not: the site's own message.
    await input.fill("zoya@localhost");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter a valid email address, e.g. name@example.com").or(page.getByText("Please enter a valid email address, e.g. name@example.com"))).toBeVisible();
    await expect(input).toHaveValue("zoya@localhost");
    expect(sent).toEqual([]);
    await expectIntact(page, state, "zoya@localhost");
  });

  test("contact form: a hostile email is refused with the entries kept; hostile text is sent as it was typed", async ({ page }) => {
    // Four fields typed per value, then two more rounds.
    allowFor(1, HOSTILE.length * 2 + 2);
    const state = watch(page);
    const sent = await interceptDelivery(page);
    await open(page, "/contact-us");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const name = form.getByLabel("Full Name");
    const email = form.getByLabel("Email Address");
    const phone = form.getByLabel("Phone Number");
    const message = form.getByLabel("Message", { exact: false }).last();
    await form.getByLabel("Subject").selectOption("general");

    for (const { label, text } of HOSTILE) {
      await name.fill(text);
      await email.fill(text);
      await phone.fill(text);
      await message.fill(text);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(email, label).toHaveJSProperty("validity.valid", false);
      await expect(name, label).toHaveValue(text.slice(0, 120));
      await expect(message, label).toHaveValue(text);
      await expectNothingRan(page, label);
    }
    expect(sent).toEqual([]);

    // Nothing visible (zero-width, direction marks, Unicode spaces) counts as empty: the spec's message.
    await name.fill("\u200B\u200D\u202E\u00A0\u3000");
    await email.fill("ravi.kumar@example.com");
    await message.fill("\uFEFF\u2060");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("All required fields must be filled");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("ravi.kumar@example.com");
    expect(sent).toEqual([]);

    // Hostile but visible text is sent exactly as typed (trimmed).
    const hostileMessage = HOSTILE.map(({ text }) => text).join(" ").slice(0, 5000);
    await name.fill(`${HOSTILE[1]!.text} \u202Eरवि`);
    await email.fill("ravi.kumar@example.com");
    await phone.fill(HOSTILE[3]!.text.slice(0, 25));
    await message.fill(hostileMessage);
    await pastMinimumFillTime(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect((sent[0] as { template_params: Record<string, string> }).template_params).toMatchObject({
      from_name: `${HOSTILE[1]!.text} \u202Eरवि`,
      phone: HOSTILE[3]!.text.slice(0, 25).trim(),
      message: hostileMessage.trim(),
    });
    await expectIntact(page, state, "sent");
  });
});
