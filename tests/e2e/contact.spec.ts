import { expect, test, type Page, type Route } from "@playwright/test";
import { collectPageErrors, expectNoAxeViolations, pastMinimumFillTime, waitForHydration } from "./helpers";

// Every external request is intercepted here: the e2e build (.env.e2e) has fictional EmailJS settings
// and the relay https://formrelay.example/f/test-form. Nothing leaves the machine.
const EMAIL_SEND = "https://api.emailjs.com/api/v1.0/email/send";
const RELAY = "https://formrelay.example/f/test-form";
const RECIPIENT = "care@healthplus-diagnostics.example";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, accept",
};

type Reply = { status: number; body?: string } | "abort" | "hang";

interface Recorded {
  email: unknown[];
  relay: { body: unknown; headers: Record<string, string> }[];
  mail: () => Promise<string[]>;
}

/** Intercepts both services and records the mail-program hand-over (stopped unless `realMail`). */
async function intercept(page: Page, email: Reply, relay: Reply, opts: { realMail?: boolean } = {}): Promise<Recorded> {
  const recorded: Recorded = {
    email: [],
    relay: [],
    mail: () => page.evaluate(() => (window as unknown as { __mailHrefs: string[] }).__mailHrefs),
  };
  const answer = async (route: Route, reply: Reply) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    if (reply === "abort") return route.abort("failed");
    if (reply === "hang") return; // never answered
    return route.fulfill({ status: reply.status, headers: CORS, contentType: "text/plain", body: reply.body ?? "" });
  };
  await page.route(EMAIL_SEND, async (route) => {
    if (route.request().method() === "POST") recorded.email.push(route.request().postDataJSON());
    await answer(route, email);
  });
  await page.route(RELAY, async (route) => {
    const request = route.request();
    if (request.method() === "POST") recorded.relay.push({ body: request.postDataJSON(), headers: await request.allHeaders() });
    await answer(route, relay);
  });
  await page.addInitScript((realMail) => {
    const w = window as unknown as { __mailHrefs: string[] };
    w.__mailHrefs = [];
    window.addEventListener("healthplus:open-mail-program", (event) => {
      w.__mailHrefs.push((event as CustomEvent<string>).detail);
      if (!realMail) event.preventDefault();
    });
  }, opts.realMail ?? false);
  return recorded;
}

const entry = {
  name: "Ishita Malhotra",
  email: "ishita.malhotra@example.com",
  phone: "98110 23456",
  subject: "Home Collection",
  message: "Can your phlebotomist collect a fasting lipid profile sample at 7 AM in Saket on Saturday?",
};

async function openContact(page: Page, query = "") {
  await page.goto(`/contact-us${query}`);
  await waitForHydration(page);
  return page.getByRole("form", { name: "Send Us a Message" });
}

/** Fills the form as a person would, taking at least the spam trap's minimum time (helpers.ts). */
async function fillForm(page: Page, values: Partial<typeof entry> = entry) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  if (values.name !== undefined) await form.getByLabel("Full Name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email Address").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone Number").fill(values.phone);
  if (values.subject !== undefined) await form.getByLabel("Subject").selectOption({ label: values.subject });
  if (values.message !== undefined) await form.getByLabel("Message", { exact: false }).last().fill(values.message);
  await pastMinimumFillTime(page);
}

// No recipient: the email service's template fixes it (docs/mail-and-relay.md).
const expectedTemplateParams = {
  from_name: entry.name,
  from_email: entry.email,
  phone: entry.phone,
  subject: entry.subject,
  message: entry.message,
};

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
    const help = page.getByRole("region", { name: "Need Immediate Help?" });
    const chat = help.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(help.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(help.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", `mailto:${RECIPIENT}`);
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
    await form.getByRole("button", { name: "Send Message" }).click();
    const panel = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(panel).toBeVisible();
    const shownAt = Date.now();
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
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
    await expect(panel).toBeVisible();
    await expect(panel).toBeHidden({ timeout: 4000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(4500);
    expect(shownFor).toBeLessThan(7500);
    for (const label of ["Full Name", "Email Address", "Phone Number", "Subject"]) {
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
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!")).toBeVisible();
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
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    expect(rec.relay.map((r) => r.body)).toEqual([expectedRelayBody]);
    expect(await rec.mail()).toEqual([]);
  });

  for (const relay of [{ status: 404 }, { status: 500 }, "abort"] as const) {
    test(`email service and relay (${typeof relay === "string" ? "network error" : relay.status}) fail → mail program, counted as success`, async ({ page }) => {
      const rec = await intercept(page, { status: 429, body: "Too Many Requests" }, relay);
      const form = await openContact(page);
      await fillForm(page, { ...entry, phone: "" });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!")).toBeVisible();
      const hrefs = await rec.mail();
      expect(hrefs).toHaveLength(1);
      const url = new URL(hrefs[0]!);
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(RECIPIENT);
      const subject = decodeURIComponent(/subject=([^&]*)/.exec(url.search)![1]!);
      const body = decodeURIComponent(/body=([^&]*)/.exec(url.search)![1]!);
      expect(subject).toBe("Contact Form: Home Collection");
      expect(body).toBe(
        [`Name: ${entry.name}`, `Email: ${entry.email}`, "Phone: Not provided", "Subject: Home Collection", "", "Message:", entry.message].join("\r\n"),
      );
    });
  }

  test("the real mail-program hand-over: Chromium opens the mail program with the message, and the page keeps working", async ({ page }) => {
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
    await form.getByRole("button", { name: "Send Message" }).click();
    const panel = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await expect(panel).toBeVisible();
    await expect.poll(() => launched).toEqual([`Launched external handler for '${MAIL_PROGRAM_HREF}'.`]);
    // The same page, not reloaded or left, and its scripts still run: the panel goes after its 5 s and
    // the form is empty again.
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(panel).toBeHidden({ timeout: 8_000 });
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The intercepted 403 and 500 answers are logged by the browser as failed loads, once each; nothing
    // else may be, another failed load included.
    const failedLoad = (status: number) => (e: string) => e.startsWith(`Failed to load resource: the server responded with a status of ${status} `);
    expect(errors.filter(failedLoad(403))).toHaveLength(1);
    expect(errors.filter(failedLoad(500))).toHaveLength(1);
    expect(errors.filter((e) => !failedLoad(403)(e) && !failedLoad(500)(e))).toEqual([]);
  });

  test("submitting: 'Sending...' disabled button, and a second submit sends nothing", async ({ page }) => {
    const rec = await intercept(page, "hang", { status: 200 });
    const form = await openContact(page);
    await fillForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
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

test.describe("contact form validation", () => {
  test("empty required fields are stopped natively and nothing is sent", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await fillForm(page, { name: entry.name });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email Address")).toHaveJSProperty("validity.valueMissing", true);
    // In English, the browser's own words (a Hindi page gives its own: hindi.spec.ts).
    await expect(form.getByLabel("Email Address")).toHaveJSProperty("validationMessage", "Please fill out this field.");
    await expect(form.getByLabel("Full Name")).toHaveValue(entry.name);
    expect(rec.email).toEqual([]);
  });

  test("whitespace-only values show 'All required fields must be filled' above the form and keep the entries", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await fillForm(page, { ...entry, name: "   ", message: "   " });
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("All required fields must be filled");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full Name")).toBeFocused();
    await expect(form.getByLabel("Email Address")).toHaveValue(entry.email);
    await expect(form.getByLabel("Phone Number")).toHaveValue(entry.phone);
    await expect(form.getByLabel("Subject")).toHaveValue("home-collection");
    // The error sits above the fields.
    const alertBox = (await alert.boundingBox())!;
    const nameBox = (await form.getByLabel("Full Name").boundingBox())!;
    expect(alertBox.y).toBeLessThan(nameBox.y);
    expect(rec.email).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("hostile input is delivered without errors", async ({ page }) => {
    const errors = collectPageErrors(page);
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    const message = ("नमस्ते 🩺 <img src=x onerror=alert(1)> .*+?^${}()|[]\\ ").repeat(100).slice(0, 5000);
    await fillForm(page, { ...entry, name: "<b>रवि</b> 😷", message });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    expect((rec.email[0] as { template_params: { message: string } }).template_params.message).toBe(message.trim());
    expect(errors).toEqual([]);
  });

  test("keyboard only: fill and submit the form without a pointer", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await form.getByLabel("Full Name").focus();
    await page.keyboard.type(entry.name);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type(entry.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone Number")).toBeFocused();
    await page.keyboard.type(entry.phone);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Subject")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByLabel("Subject")).toHaveValue("home-collection");
    await page.keyboard.press("Tab");
    await page.keyboard.type(entry.message);
    await page.keyboard.press("Tab");
    // The hidden spam-trap field is not in the tab order: from the message, Tab reaches the button.
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    await pastMinimumFillTime(page);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Message Sent!")).toBeVisible();
    expect((rec.email[0] as { template_params: unknown }).template_params).toEqual(expectedTemplateParams);
  });
});

test.describe("call back (header strip, ≥1024px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("invalid number shows an inline error; a valid one is delivered and confirmed", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    await page.goto("/about");
    await waitForHydration(page);
    const input = page.getByLabel("Phone number for a call back");
    await expect(input).toBeVisible();
    await input.fill("12345");
    await page.getByRole("button", { name: "Get Call Back" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await input.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText("valid Indian number");
    await expect(input).toHaveValue("12345");
    expect(rec.email).toEqual([]);

    await input.fill("+91 98765-43210");
    await pastMinimumFillTime(page);
    await input.press("Enter");
    await expect(page.getByText("Thanks — we'll call you back on +91 98765 43210 shortly.")).toBeVisible();
    expect(rec.email).toHaveLength(1);
    expect((rec.email[0] as { template_params: Record<string, string> }).template_params).toEqual({
      from_name: "Website visitor (call-back)",
      from_email: "",
      phone: "+91 98765 43210",
      subject: "Call-back request",
      message: "Please call me back on +91 98765 43210. (Requested from the website header.)",
    });
  });

  test("email service failing → relay carries the call-back request", async ({ page }) => {
    const rec = await intercept(page, { status: 451 }, { status: 200 });
    await page.goto("/contact-us");
    await waitForHydration(page);
    await page.getByLabel("Phone number for a call back").fill("011 2345 6789");
    await pastMinimumFillTime(page);
    await page.getByRole("button", { name: "Get Call Back" }).click();
    await expect(page.getByText("Thanks — we'll call you back on 011 2345 6789 shortly.")).toBeVisible();
    expect(rec.relay[0]!.body).toMatchObject({ subject: "Call-back request", phone: "011 2345 6789" });
  });

  test("both failing → mail program with the call-back request", async ({ page }) => {
    const rec = await intercept(page, "abort", { status: 500 });
    await page.goto("/contact-us");
    await waitForHydration(page);
    await page.getByLabel("Phone number for a call back").fill("9876543210");
    await pastMinimumFillTime(page);
    await page.getByRole("button", { name: "Get Call Back" }).click();
    await expect(page.getByText("Thanks — we'll call you back on +91 98765 43210 shortly.")).toBeVisible();
    const hrefs = await rec.mail();
    expect(decodeURIComponent(hrefs[0]!)).toContain("Contact Form: Call-back request");
  });
});

test("call-back strip is hidden on phones", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/contact-us");
  await waitForHydration(page);
  await expect(page.getByLabel("Phone number for a call back")).toBeHidden();
});

test.describe("newsletter (articles page)", () => {
  test("subscribes through the chain and confirms; keeps the email on invalid input", async ({ page }) => {
    const rec = await intercept(page, { status: 403 }, { status: 200 });
    await page.goto("/blog");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Newsletter" });
    await expect(form).toBeVisible();
    await expect(page.getByText("No spam, unsubscribe at any time")).toBeVisible();
    const input = form.getByLabel("Email address");
    await input.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(input).toHaveJSProperty("validity.typeMismatch", true);
    expect(rec.email).toEqual([]);
    await input.fill("zoya.bhat@example.com");
    await pastMinimumFillTime(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing! Health tips will arrive at zoya.bhat@example.com.")).toBeVisible();
    expect(rec.email).toHaveLength(1);
    expect(rec.relay[0]!.body).toMatchObject({
      email: "zoya.bhat@example.com",
      _replyto: "zoya.bhat@example.com",
      subject: "Newsletter subscription",
    });
  });
});
