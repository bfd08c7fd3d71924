/**
 * Test support for components that deliver through the chain: registers, per test, a fake `fetch`
 * (the relay) and a listener that records and cancels the mail-program hand-over. The email-service SDK
 * and site settings are mocked in each test file with `vi.mock`, which Vitest only hoists there.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { MAIL_PROGRAM_EVENT } from "~/components/forms/use-delivery";

export function installDeliveryFakes() {
  const fetchMock = vi.fn();
  const mailHrefs: string[] = [];
  const onMail = (e: Event) => {
    e.preventDefault();
    mailHrefs.push((e as CustomEvent<string>).detail);
  };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mailHrefs.length = 0;
    window.addEventListener(MAIL_PROGRAM_EVENT, onMail);
  });
  afterEach(() => {
    window.removeEventListener(MAIL_PROGRAM_EVENT, onMail);
    vi.unstubAllGlobals();
  });
  return { fetchMock, mailHrefs };
}
