import { expect, test } from "@playwright/test";
import { intercept } from "./form-delivery.ts";
import { pastMinimumFillTime, waitForHydration } from "./helpers.ts";

// The two other forms that deliver through the chain (docs/mail-and-relay.md): the header's call-back
// strip (from 1024 px) and the articles page's newsletter. The contact form: contact.spec.ts.

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
