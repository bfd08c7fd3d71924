import type { Page, Route } from "@playwright/test";
import { pastMinimumFillTime, waitForHydration } from "./helpers.ts";

// What the specs of the forms that deliver through the chain (contact.spec.ts, contact-validation.spec.ts,
// callback-newsletter.spec.ts) share. Every external request is intercepted here: the e2e build
// (.env.e2e) has fictional EmailJS settings and the relay https://formrelay.example/f/test-form.
// Nothing leaves the machine.
const EMAIL_SEND = "https://api.emailjs.com/api/v1.0/email/send";
const RELAY = "https://formrelay.example/f/test-form";
export const RECIPIENT = "care@healthplus-diagnostics.example";

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
export async function intercept(page: Page, email: Reply, relay: Reply, opts: { realMail?: boolean } = {}): Promise<Recorded> {
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

export const entry = {
  name: "Ishita Malhotra",
  email: "ishita.malhotra@example.com",
  phone: "98110 23456",
  subject: "Home Collection",
  message: "Can your phlebotomist collect a fasting lipid profile sample at 7 AM in Saket on Saturday?",
};

export async function openContact(page: Page, query = "") {
  await page.goto(`/contact-us${query}`);
  await waitForHydration(page);
  return page.getByRole("form", { name: "Send us a message" });
}

/** Fills the form as a person would, taking at least the spam trap's minimum time (helpers.ts). */
export async function fillForm(page: Page, values: Partial<typeof entry> = entry) {
  const form = page.getByRole("form", { name: "Send us a message" });
  if (values.name !== undefined) await form.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined) await form.getByLabel("Email address").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone number").fill(values.phone);
  if (values.subject !== undefined) await form.getByLabel("Subject").selectOption({ label: values.subject });
  if (values.message !== undefined) await form.getByLabel("Message", { exact: false }).last().fill(values.message);
  await pastMinimumFillTime(page);
}

// No recipient: the email service's template fixes it (docs/mail-and-relay.md).
export const expectedTemplateParams = {
  from_name: entry.name,
  from_email: entry.email,
  phone: entry.phone,
  subject: entry.subject,
  message: entry.message,
};
