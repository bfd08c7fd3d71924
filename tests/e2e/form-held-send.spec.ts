import { expect, test, type Page } from "@playwright/test";
import { entry, expectedTemplateParams, intercept } from "./form-delivery.ts";

// A form sent 1 s after its page began to load, as the browser's autofill allows (docs/mail-and-relay.md,
// "Spam"), in the built site: nothing is sent and nothing confirmed, every field keeps its words, the
// form's live status asks for another press, and that press sends the very fields once. The page's clock
// is Playwright's, paused, so "1 s" is exact however busy the machine is; the same on a throttled phone
// with the real clock: pre-hydration.spec.ts. Both services are intercepted (form-delivery.ts).

/** Opens `url` with the page's clock stopped just after the navigation began, and lets it hydrate. */
async function openAtOneSecond(page: Page, url: string) {
  await page.clock.install({ time: new Date("2026-12-07T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-12-07T10:00:00.010Z"));
  await page.goto(url);
  // Hydration waits on frames and idle callbacks, which the paused clock runs only when told.
  await expect(async () => {
    await page.clock.runFor(20);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(true);
  }).toPass();
  const age = await page.evaluate(() => performance.now());
  expect(age).toBeLessThan(1000);
  await page.clock.runFor(1000 - age);
}

test("contact: sent at 1 s, it is held with every word and the question; the next press sends it once", async ({ page }) => {
  const sent = await intercept(page, { status: 200, body: "OK" }, { status: 500 });
  await openAtOneSecond(page, "/contact-us");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Full name").fill(entry.name);
  await form.getByLabel("Email address").fill(entry.email);
  await form.getByLabel("Phone number").fill(entry.phone);
  await form.getByLabel("Subject").selectOption({ label: entry.subject });
  await form.getByLabel("Message", { exact: false }).last().fill(entry.message);
  expect(await page.evaluate(() => performance.now())).toBeLessThan(3000);
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("alert")).toHaveText("Not sent yet. Please check your details, then press “Send message” again.");
  await expect(page.getByText("Message sent")).toHaveCount(0);
  await expect(form.getByLabel("Full name")).toHaveValue(entry.name);
  await expect(form.getByLabel("Email address")).toHaveValue(entry.email);
  await expect(form.getByLabel("Phone number")).toHaveValue(entry.phone);
  await expect(form.getByLabel("Message", { exact: false }).last()).toHaveValue(entry.message);
  expect(sent.email).toEqual([]);
  expect(sent.relay).toEqual([]);

  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  expect(sent.email).toHaveLength(1);
  expect(sent.email[0]).toMatchObject({ template_params: expectedTemplateParams });
  expect(sent.relay).toEqual([]);
});

test("contact in Hindi: the question in Hindi, and the next press sends", async ({ page }) => {
  const sent = await intercept(page, { status: 200, body: "OK" }, { status: 500 });
  await openAtOneSecond(page, "/hi/contact-us");
  await page.getByLabel(/पूरा नाम/).fill("आशा वर्मा");
  await page.getByLabel(/ईमेल पता/).fill("asha@example.com");
  await page.getByLabel(/विषय/).selectOption({ label: "होम कलेक्शन" });
  await page.getByLabel(/^संदेश/).fill("कृपया सुबह 7 बजे सैंपल लें।");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByRole("alert")).toHaveText("अभी भेजा नहीं गया है। कृपया अपनी जानकारी एक बार देख लें, फिर “संदेश भेजें” दोबारा दबाएँ।");
  await expect(page.getByLabel(/पूरा नाम/)).toHaveValue("आशा वर्मा");
  expect(sent.email).toEqual([]);

  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("संदेश भेज दिया गया!")).toBeVisible();
  expect(sent.email).toHaveLength(1);
  expect(sent.email[0]).toMatchObject({
    template_params: {
      from_name: "आशा वर्मा",
      from_email: "asha@example.com",
      phone: "",
      subject: "होम कलेक्शन",
      message: "कृपया सुबह 7 बजे सैंपल लें। (Sent from the Hindi site: please reply in Hindi.)",
    },
  });
});

test.describe("at a width where the header's call-back strip shows", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("call-back and newsletter: sent at 1 s, each is held and asks again; the next presses send each once", async ({ page }) => {
    const sent = await intercept(page, { status: 200, body: "OK" }, { status: 500 });
    await openAtOneSecond(page, "/blog");
    const callback = page.getByRole("form", { name: "Request a call back" });
    const newsletter = page.getByRole("form", { name: "Newsletter" });
    await callback.getByLabel("Phone number for a call back").fill("98765 43210");
    await callback.getByRole("button", { name: "Get Call Back" }).click();
    await newsletter.getByLabel("Email address", { exact: true }).fill("reader@example.com");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Not sent yet." })).toHaveText([
      "Not sent yet. Please check your details, then press “Get Call Back” again.Close",
      "Not sent yet. Please check your details, then press “Subscribe” again.",
    ]);
    await expect(callback.getByLabel("Phone number for a call back")).toHaveValue("98765 43210");
    await expect(newsletter.getByLabel("Email address", { exact: true })).toHaveValue("reader@example.com");
    expect(sent.email).toEqual([]);

    await callback.getByRole("button", { name: "Get Call Back" }).click();
    await expect(page.getByText("Thanks — we'll call you back on +91 98765 43210 shortly.")).toBeVisible();
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/Thanks for subscribing! Health tips will arrive at reader@example.com/)).toBeVisible();
    expect(sent.email).toHaveLength(2);
    expect(
      sent.email.map((body) => (body as { template_params: { subject: string; phone: string; from_email: string } }).template_params),
    ).toEqual([
      expect.objectContaining({ subject: "Call-back request", phone: "+91 98765 43210", from_email: "" }),
      expect.objectContaining({ subject: "Newsletter subscription", phone: "", from_email: "reader@example.com" }),
    ]);
  });
});
