/**
 * Test support for components that deliver through the chain: registers, per test, a fake email
 * service (`emailMock`, called with the URL and request as `fetch` would be), a fake `fetch` (the
 * relay), a listener that records and cancels the mail-program hand-over, and a page that has been open
 * a minute (so the spam trap's minimum time, #app/domain/spam-guard, is met). The site settings are mocked
 * in each test file with `vi.mock`, which Vitest only hoists there.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { browserSenders, MAIL_PROGRAM_EVENT } from "#app/components/forms/use-delivery.ts";
import type { HttpPost } from "#app/domain/delivery-types.ts";

/** The email service's refusal, as `fetch` returns it. */
export const emailRefusal = (status: number, text: string) => new Response(text, { status });

export function installDeliveryFakes() {
  const fetchMock = vi.fn();
  const emailMock = vi.fn<HttpPost>();
  const mailHrefs: string[] = [];
  const onMail = (e: Event) => {
    e.preventDefault();
    mailHrefs.push((e as CustomEvent<string>).detail);
  };
  beforeEach(() => {
    fetchMock.mockReset();
    emailMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(browserSenders, "emailService").mockImplementation(emailMock);
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mailHrefs.length = 0;
    window.addEventListener(MAIL_PROGRAM_EVENT, onMail);
  });
  afterEach(() => {
    window.removeEventListener(MAIL_PROGRAM_EVENT, onMail);
    vi.unstubAllGlobals();
  });
  return { fetchMock, emailMock, mailHrefs };
}
