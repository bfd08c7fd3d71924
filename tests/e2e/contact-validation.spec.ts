import { expect, test } from "@playwright/test";
import { entry, expectedTemplateParams, fillForm, intercept, openContact } from "./form-delivery.ts";
import { collectPageErrors, expectNoAxeViolations, pastMinimumFillTime } from "./helpers.ts";

// The contact form's checks before anything is sent, hostile input, and the form without a pointer.
// Its delivery: contact.spec.ts.

test.describe("contact form validation", () => {
  test("empty required fields are stopped natively and nothing is sent", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await fillForm(page, { name: entry.name });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Email address")).toHaveJSProperty("validity.valueMissing", true);
    // In English, the browser's own words (a Hindi page gives its own: hindi-in-the-browser.spec.ts).
    await expect(form.getByLabel("Email address")).toHaveJSProperty("validationMessage", "Please fill out this field.");
    await expect(form.getByLabel("Full name")).toHaveValue(entry.name);
    expect(rec.email).toEqual([]);
  });

  test("whitespace-only values show 'All required fields must be filled' above the form and keep the entries", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await fillForm(page, { ...entry, name: "   ", message: "   " });
    await form.getByRole("button", { name: "Send message" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("All required fields must be filled");
    await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expect(form.getByLabel("Email address")).toHaveValue(entry.email);
    await expect(form.getByLabel("Phone number")).toHaveValue(entry.phone);
    await expect(form.getByLabel("Subject")).toHaveValue("home-collection");
    // The error sits above the fields.
    const alertBox = (await alert.boundingBox())!;
    const nameBox = (await form.getByLabel("Full name").boundingBox())!;
    expect(alertBox.y).toBeLessThan(nameBox.y);
    expect(rec.email).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("hostile input is delivered without errors", async ({ page }) => {
    const errors = collectPageErrors(page);
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    const message = "नमस्ते 🩺 <img src=x onerror=alert(1)> .*+?^${}()|[]\\ ".repeat(100).slice(0, 5000);
    await fillForm(page, { ...entry, name: "<b>रवि</b> 😷", message });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();
    expect((rec.email[0] as { template_params: { message: string } }).template_params.message).toBe(message.trim());
    expect(errors).toEqual([]);
  });

  test("keyboard only: fill and submit the form without a pointer", async ({ page }) => {
    const rec = await intercept(page, { status: 200 }, { status: 200 });
    const form = await openContact(page);
    await form.getByLabel("Full name").focus();
    await page.keyboard.type(entry.name);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Email address")).toBeFocused();
    await page.keyboard.type(entry.email);
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Phone number")).toBeFocused();
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
    await expect(form.getByRole("button", { name: "Send message" })).toBeFocused();
    await pastMinimumFillTime(page);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Message sent")).toBeVisible();
    expect((rec.email[0] as { template_params: unknown }).template_params).toEqual(expectedTemplateParams);
  });
});
