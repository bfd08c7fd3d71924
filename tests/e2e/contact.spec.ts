import { expect, test, type Page } from "@playwright/test";
import { scaled } from "#tests/machine-slowness.ts";
import { entry, expectedTemplateParams, fillForm, intercept, openContact, RECIPIENT } from "./form-delivery.ts";
import { collectPageErrors, expectNoAxeViolations } from "./helpers.ts";

// The contact page, and its form's delivery through the chain: the email service, the relay, the mail
// program (docs/mail-and-relay.md). The form's checks: contact-validation.spec.ts; the header's call-back
// and the newsletter: callback-newsletter.spec.ts.

const expectedRelayBody = {
  name: entry.name,
  email: entry.email,
  phone: entry.phone,
  subject: entry.subject,
  message: entry.message,
  _replyto: entry.email,
};

/**
 * The mail program's link for `entry`, written out by hand (docs/behaviour.md, "Contact"): the recipient,
 * the subject "Contact Form: {subject}", and the body's lines joined by CRLF, each part percent-encoded.
 */
const MAIL_PROGRAM_HREF =
  "mailto:care@healthplus-diagnostics.example" +
  "?subject=Contact%20Form%3A%20Home%20Collection" +
  "&body=Name%3A%20Ishita%20Malhotra%0D%0AEmail%3A%20ishita.malhotra%40example.com%0D%0APhone%3A%2098110%2023456" +
  "%0D%0ASubject%3A%20Home%20Collection%0D%0A%0D%0AMessage%3A%0D%0ACan%20your%20phlebotomist%20collect%20a%20fasting%20lipid" +
  "%20profile%20sample%20at%207%20AM%20in%20Saket%20on%20Saturday%3F";

test.describe("contact page", () => {
  test("contact cards and the immediate-help buttons lead somewhere real", async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(main.getByRole("link", { name: RECIPIENT }).first()).toHaveAttribute("href", `mailto:${RECIPIENT}`);
    await expect(main.getByText("Green Park Main")).toBeVisible();
    await expect(main.getByText("Daily 7:00 AM to 9:00 PM")).toBeVisible();
    const help = page.getByRole("region", { name: "Need immediate help?" });
    const chat = help.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(help.getByRole("link", { name: "Call now" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(help.getByRole("link", { name: "Send email" })).toHaveAttribute("href", `mailto:${RECIPIENT}`);
    // At 1280 px, in the column beside the form, the three are one under the other, each as wide as the
    // box: never two in a row and one alone under them.
    await page.setViewportSize({ width: 1280, height: 900 });
    const buttons = await Promise.all((await help.getByRole("link").all()).map(async (link) => (await link.boundingBox())!));
    expect(buttons).toHaveLength(3);
    expect(new Set(buttons.map((box) => Math.round(box.x))).size, "one column").toBe(1);
    expect(new Set(buttons.map((box) => Math.round(box.width))).size, "one width").toBe(1);
  });

  test("?subject= pre-selects a valid subject and ignores anything else", async ({ page }) => {
    let form = await openContact(page, "?subject=billing");
    await expect(form.getByLabel("Subject")).toHaveValue("billing");
    form = await openContact(page, "?subject=%3Cscript%3E");
    await expect(form.getByLabel("Subject")).toHaveValue("");
  });
});

test.describe("contact form delivery", () => {
  test("success through the email service: exact payload, 5-second panel, then an empty form", async ({ page }) => {
    const errors = collectPageErrors(page);
    const rec = await intercept(page, { status: 200, body: "OK" }, { status: 500 });
    const form = await openContact(page);
    await fillForm(page);
    await recordPanelTimes(page);
    await form.getByRole("button", { name: "Send message" }).click();
    const panel = page.getByRole("status").filter({ hasText: "Message sent" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(rec.email).toEqual([
      {
        lib_version: "4.4.1",
        user_id: "test-public-key",
        service_id: "test-service",
        template_id: "test-template",
        template_params: expectedTemplateParams,
      },
    ]);
    expect(rec.relay).toEqual([]);
    expect(await rec.mail()).toEqual([]);
    await expect(panel).toBeHidden({ timeout: scaled(8_000) });
    // Shown without a break from its first frame to its last, on the page's own clock.
    const shownFor = await panelShownFor(page);
    expect(shownFor).toBeGreaterThanOrEqual(4500);
    expect(shownFor).toBeLessThan(7500);
    for (const label of ["Full name", "Email address", "Phone number", "Subject"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.locator("textarea")).toHaveValue("");
    expect(errors).toEqual([]);
  });

  for (const [status, text] of [
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
  ] as const) {
    test(`email service ${status} (${text}) → relay succeeds`, async ({ page }) => {
      const rec = await intercept(page, { status, body: text }, { status: 200, body: '{"ok":true}' });
      const form = await openContact(page);
      await fillForm(page);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
      if (status === 451) await expectNoAxeViolations(page);
      expect(rec.email).toHaveLength(1);
      expect(rec.relay).toHaveLength(1);
      expect(rec.relay[0]!.body).toEqual(expectedRelayBody);
      expect(rec.relay[0]!.headers["content-type"]).toBe("application/json");
      expect(rec.relay[0]!.headers["accept"]).toBe("application/json");
      expect(await rec.mail()).toEqual([]);
    });
  }

  test("email service network error (status 0) → relay succeeds", async ({ page }) => {
    const rec = await intercept(page, "abort", { status: 201 });
    const form = await openContact(page);
    await fillForm(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    expect(rec.relay.map((r) => r.body)).toEqual([expectedRelayBody]);
    expect(await rec.mail()).toEqual([]);
  });

  for (const relay of [{ status: 404 }, { status: 500 }, "abort"] as const) {
    test(`email service and relay (${typeof relay === "string" ? "network error" : relay.status}) fail → mail program, counted as success`, async ({
      page,
    }) => {
      const rec = await intercept(page, { status: 429, body: "Too Many Requests" }, relay);
      const form = await openContact(page);
      await fillForm(page, { ...entry, phone: "" });
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
      const hrefs = await rec.mail();
      expect(hrefs).toHaveLength(1);
      const url = new URL(hrefs[0]!);
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(RECIPIENT);
      const subject = decodeURIComponent(/subject=([^&]*)/.exec(url.search)![1]!);
      const body = decodeURIComponent(/body=([^&]*)/.exec(url.search)![1]!);
      expect(subject).toBe("Contact Form: Home Collection");
      expect(body).toBe(
        [
          `Name: ${entry.name}`,
          `Email: ${entry.email}`,
          "Phone: Not provided",
          "Subject: Home Collection",
          "",
          "Message:",
          entry.message,
        ].join("\r\n"),
      );
    });
  }

  // Only the full browser hands a URL to the system's program for its scheme: the headless shell has no such program.
  test(
    "the real mail-program hand-over: Chromium opens the mail program with the message, and the page keeps working",
    { tag: "@full-browser" },
    async ({ page }) => {
      const errors = collectPageErrors(page);
      // What Chromium logs when it hands a URL to the program the system has for its scheme, here the mail program.
      const launched: string[] = [];
      page.on("console", (message) => {
        if (message.text().startsWith("Launched external handler")) launched.push(message.text());
      });
      await intercept(page, { status: 403 }, { status: 500 }, { realMail: true });
      const form = await openContact(page);
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
      await fillForm(page);
      await form.getByRole("button", { name: "Send message" }).click();
      const panel = page.getByRole("status").filter({ hasText: "Message sent" });
      await expect(panel).toBeVisible();
      await expect.poll(() => launched).toEqual([`Launched external handler for '${MAIL_PROGRAM_HREF}'.`]);
      // The same page, not reloaded or left, and its scripts still run: the panel goes after its 5 s and
      // the form is empty again.
      await expect(page).toHaveURL(/\/contact-us$/);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      await expect(panel).toBeHidden({ timeout: 8_000 });
      await expect(form.getByLabel("Full name")).toHaveValue("");
      await expect(form.getByRole("button", { name: "Send message" })).toBeEnabled();
      // The intercepted 403 and 500 answers are logged by the browser as failed loads, once each; nothing
      // else may be, another failed load included.
      const failedLoad = (status: number) => (e: string) =>
        e.startsWith(`Failed to load resource: the server responded with a status of ${status} `);
      expect(errors.filter(failedLoad(403))).toHaveLength(1);
      expect(errors.filter(failedLoad(500))).toHaveLength(1);
      expect(errors.filter((e) => !failedLoad(403)(e) && !failedLoad(500)(e))).toEqual([]);
    },
  );

  test("submitting: 'Sending...' disabled button, and a second submit sends nothing", async ({ page }) => {
    const rec = await intercept(page, "hang", { status: 200 });
    const form = await openContact(page);
    await fillForm(page);
    await form.getByRole("button", { name: "Send message" }).click();
    const busy = form.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    await form.evaluate((f: HTMLFormElement) => {
      f.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      f.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    // The first send starts once the delivery chain's chunk has loaded (slow on a busy machine); then
    // nothing more follows.
    await expect.poll(() => rec.email.length).toBe(1);
    await page.waitForTimeout(300);
    expect(rec.email).toHaveLength(1);
    expect(rec.relay).toHaveLength(0);
  });
});

/**
 * Records on the page's own clock when a visible "Message sent" panel first shows and when it first
 * goes: measured from the test's side, a busy machine's delays between the test and the browser
 * (seconds at a high load) would be counted as the panel's time, or its end missed.
 */
async function recordPanelTimes(page: Page) {
  await page.evaluate(() => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __panelTimes: typeof times }).__panelTimes = times;
    const shown = () =>
      [...document.querySelectorAll('[role="status"]')].some(
        (el) => el.textContent?.includes("Message sent") && el.getClientRects().length > 0,
      );
    new MutationObserver(() => {
      if (times.shown === undefined && shown()) times.shown = performance.now();
      else if (times.shown !== undefined && times.hidden === undefined && !shown()) times.hidden = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** How long the panel was shown, in milliseconds (see `recordPanelTimes`). */
async function panelShownFor(page: Page): Promise<number> {
  const times = await page.evaluate(() => (window as unknown as { __panelTimes: { shown?: number; hidden?: number } }).__panelTimes);
  expect(times.shown, "the panel showed").toBeDefined();
  expect(times.hidden, "the panel went").toBeDefined();
  return times.hidden! - times.shown!;
}
