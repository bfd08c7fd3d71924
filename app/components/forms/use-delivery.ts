/**
 * Shared delivery for every form on the site (contact, call-back, newsletter): runs the pure chain from
 * #app/domain/delivery-chain with the real senders — `fetch` to the email service's REST endpoint and to
 * the form relay (both abortable), and the user's mail program — configured from siteConfig. The chain
 * itself is fetched on the first send, not with every page (the header's call-back form is on every page).
 */
import { useCallback, useRef, useState } from "react";
import { siteConfig } from "#app/config/site.ts";
import type { createDeliverer } from "#app/domain/delivery-chain.ts";
import type { DeliveryOptions, DeliveryResult, DeliverySenders, DeliverySettings, OutgoingMessage } from "#app/domain/delivery-types.ts";

type Deliverer = ReturnType<typeof createDeliverer>;

/**
 * Fired on window just before the mail program opens; `detail` is the mailto href. It is cancelable so
 * an automated test can record the href and stop the real hand-over; nothing in the site cancels it.
 */
export const MAIL_PROGRAM_EVENT = "healthplus:open-mail-program";

export function openMailProgram(href: string): void {
  const event = new CustomEvent<string>(MAIL_PROGRAM_EVENT, { detail: href, cancelable: true });
  if (!window.dispatchEvent(event)) return;
  window.location.href = href;
}

export const deliverySettings: DeliverySettings = {
  emailService: siteConfig.emailService,
  relayUrl: siteConfig.formRelayUrl,
  mailTo: siteConfig.contactRecipient,
};

export const browserSenders: DeliverySenders = {
  // Plain `fetch`, which stops the request when the chain's time limit aborts its signal.
  emailService: (url, init) => fetch(url, init),
  relayFetch: (url, init) => fetch(url, init),
  openMailProgram,
};

function defaultOptions(): DeliveryOptions {
  return import.meta.env.DEV ? { warn: (message, detail) => console.warn(message, detail) } : {};
}

/**
 * `deliver(message)` runs the chain once at a time: while a send is in flight a second call resolves
 * with { status: "busy" } and sends nothing. `sending` mirrors that for the UI.
 */
export function useDelivery(
  senders: DeliverySenders = browserSenders,
  settings: DeliverySettings = deliverySettings,
  options: DeliveryOptions = defaultOptions(),
): { deliver: (message: OutgoingMessage) => Promise<DeliveryResult>; sending: boolean } {
  const deliverer = useRef<Deliverer | null>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const deliver = useCallback(
    async (message: OutgoingMessage): Promise<DeliveryResult> => {
      if (busy.current) return { status: "busy" };
      busy.current = true;
      setSending(true);
      try {
        if (!deliverer.current) {
          const { createDeliverer } = await import("#app/domain/delivery-chain.ts");
          deliverer.current = createDeliverer(senders, settings, options);
        }
        return await deliverer.current.deliver(message);
      } catch (error) {
        // The chain could not be fetched (offline): nothing was sent.
        return { status: "failed", error, failures: [] };
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [senders, settings, options],
  );
  return { deliver, sending };
}
