import { vi } from "vitest";
import type { DeliverySenders, DeliverySettings, HttpPost, OutgoingMessage } from "#app/domain/delivery-types.ts";

/**
 * Test support for the delivery chain (app/domain/delivery-chain.ts) without a browser: a contact
 * message, settings with every step set up, and senders that answer as each test says and record the
 * order in which the steps ran.
 */

export const msg: OutgoingMessage = {
  name: "Ananya Iyer",
  email: "ananya.iyer@example.com",
  phone: "98100 12345",
  subject: "Home Collection",
  message: "Can someone collect a fasting sample at 7 AM tomorrow in Lajpat Nagar?",
};

export const settings: DeliverySettings = {
  emailService: { publicKey: "pk_test", serviceId: "service_test", templateId: "template_test" },
  relayUrl: "https://formrelay.example/f/test-form",
  mailTo: "care@lab.example",
};

/** The email service's answer to a refused send: a status and its text (status 0: the network failed). */
export const emailjsError = (status: number, text: string) =>
  status === 0 ? Promise.reject(new TypeError(text)) : Promise.resolve({ ok: false, status, text: () => Promise.resolve(text) });

type Answer = ReturnType<HttpPost>;

/** Fake senders: each answers as `opts` says (by default a 200), and `calls` lists the steps in order. */
export function fakeSenders(opts: { email?: () => Answer; relay?: () => Answer; mail?: (href: string) => void }) {
  const calls: string[] = [];
  const senders = {
    emailService: vi.fn((..._args: Parameters<DeliverySenders["emailService"]>) => {
      calls.push("email-service");
      return opts.email ? opts.email() : Promise.resolve({ ok: true, status: 200 });
    }),
    relayFetch: vi.fn((..._args: Parameters<DeliverySenders["relayFetch"]>) => {
      calls.push("relay");
      return opts.relay ? opts.relay() : Promise.resolve({ ok: true, status: 200 });
    }),
    openMailProgram: vi.fn((href: string) => {
      calls.push("mail-program");
      opts.mail?.(href);
    }),
  } satisfies DeliverySenders;
  return { senders, calls };
}

/** The relay's refusal with this status. */
export const relayFails = (status: number) => () => Promise.resolve({ ok: false, status });
