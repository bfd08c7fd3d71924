import { expect, test, type Page, type Route } from "@playwright/test";
import { openHydrated, pastMinimumFillTime, waitForHydration } from "./helpers.ts";
import { allowFor, expectIntact, expectNothingRan, HOSTILE, watch } from "./hostile-input.ts";

// Hostile text typed into every text input (./hostile-input.ts): My Package's booking fields, the home
// and find-test searches, the header call-back, the newsletter and the contact form.

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

test.describe("hostile text in the inputs", () => {
  test("my package: hostile share-link items and booking fields stay text, and stay out of the URL", async ({ page }) => {
    const state = watch(page);
    allowFor(1, HOSTILE.length);
    const items = HOSTILE.map(({ text }) => encodeURIComponent(text)).join(",");
    await openHydrated(page, `/my-package?items=2,${items},%E0%A4%A,__proto__`);
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
    await openHydrated(page, "/");
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
    await openHydrated(page, "/find-test");
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
      await openHydrated(page, "/about");
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
    await openHydrated(page, "/blog");
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
    await expect(
      form
        .getByText("Please enter a valid email address, e.g. name@example.com")
        .or(page.getByText("Please enter a valid email address, e.g. name@example.com")),
    ).toBeVisible();
    await expect(input).toHaveValue("zoya@localhost");
    expect(sent).toEqual([]);
    await expectIntact(page, state, "zoya@localhost");
  });

  test("contact form: a hostile email is refused with the entries kept; hostile text is sent as it was typed", async ({ page }) => {
    // Four fields typed per value, then two more rounds.
    allowFor(1, HOSTILE.length * 2 + 2);
    const state = watch(page);
    const sent = await interceptDelivery(page);
    await openHydrated(page, "/contact-us");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByLabel("Full name");
    const email = form.getByLabel("Email address");
    const phone = form.getByLabel("Phone number");
    const message = form.getByLabel("Message", { exact: false }).last();
    await form.getByLabel("Subject").selectOption("general");

    for (const { label, text } of HOSTILE) {
      await name.fill(text);
      await email.fill(text);
      await phone.fill(text);
      await message.fill(text);
      await form.getByRole("button", { name: "Send message" }).click();
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
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("alert")).toHaveText("All required fields must be filled");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("ravi.kumar@example.com");
    expect(sent).toEqual([]);

    // Hostile but visible text is sent exactly as typed (trimmed).
    const hostileMessage = HOSTILE.map(({ text }) => text)
      .join(" ")
      .slice(0, 5000);
    await name.fill(`${HOSTILE[1]!.text} \u202Eरवि`);
    await email.fill("ravi.kumar@example.com");
    await phone.fill(HOSTILE[3]!.text.slice(0, 25));
    await message.fill(hostileMessage);
    await pastMinimumFillTime(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect((sent[0] as { template_params: Record<string, string> }).template_params).toMatchObject({
      from_name: `${HOSTILE[1]!.text} \u202Eरवि`,
      phone: HOSTILE[3]!.text.slice(0, 25).trim(),
      message: hostileMessage.trim(),
    });
    await expectIntact(page, state, "sent");
  });
});
