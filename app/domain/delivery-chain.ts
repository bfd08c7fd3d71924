/**
 * The delivery fallback chain every form uses. Pure and injectable: the senders are passed in.
 *   1. POST JSON to the email service's send endpoint (EmailJS's REST API; no recipient: the
 *      service's template fixes it), skipped without a request when its settings are empty;
 *   2. on failure, POST JSON to the form relay (a non-2xx status is a failure);
 *   3. on failure, open the mail program with a prefilled message — this counts as success.
 * Each of steps 1-2 is bounded by a timeout; at the limit its request is aborted, and only then does
 * the next step run, so an answer arriving late cannot deliver the message twice. Failures of steps
 * 1-2 are swallowed (handed to `warn`, which the UI passes only in development).
 */
import { describeFailure, sendByEmailService, sendByRelay } from "./delivery-steps.ts";
import { DEFAULT_STEP_TIMEOUT_MS } from "./delivery-types.ts";
import type {
  DeliveryOptions,
  DeliveryOutcome,
  DeliveryResult,
  DeliverySenders,
  DeliverySettings,
  DeliveryStep,
  OutgoingMessage,
  StepFailure,
} from "./delivery-types.ts";
import { contactMailtoHref } from "./mailto.ts";
/** Runs the three steps in order; resolves, never rejects. */
export async function runDeliveryChain(
  msg: OutgoingMessage,
  senders: DeliverySenders,
  settings: DeliverySettings,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_STEP_TIMEOUT_MS;
  const failures: StepFailure[] = [];
  const note = (step: DeliveryStep, error: unknown) => {
    const failure = describeFailure(step, error);
    failures.push(failure);
    options.warn?.(
      `[delivery] ${step} failed${failure.status !== undefined ? ` (${failure.status})` : ""}: ${failure.reason}; trying the next step`,
      error,
    );
  };

  try {
    await sendByEmailService(msg, settings.emailService, senders.emailService, timeoutMs);
    return { status: "sent", via: "email-service", failures };
  } catch (error) {
    note("email-service", error);
  }

  try {
    await sendByRelay(msg, settings.relayUrl, senders.relayFetch, timeoutMs);
    return { status: "sent", via: "relay", failures };
  } catch (error) {
    note("relay", error);
  }

  try {
    senders.openMailProgram(contactMailtoHref(settings.mailTo, msg));
    return { status: "sent", via: "mail-program", failures };
  } catch (error) {
    failures.push(describeFailure("mail-program", error));
    return { status: "failed", error, failures };
  }
}

/**
 * A deliverer that refuses a second send while one is in flight (no double send):
 * the second call resolves at once with { status: "busy" } and nothing is sent.
 */
export function createDeliverer(
  senders: DeliverySenders,
  settings: DeliverySettings,
  options: DeliveryOptions = {},
): { deliver: (msg: OutgoingMessage) => Promise<DeliveryResult>; isBusy: () => boolean } {
  let busy = false;
  return {
    isBusy: () => busy,
    async deliver(msg) {
      if (busy) return { status: "busy" };
      busy = true;
      try {
        return await runDeliveryChain(msg, senders, settings, options);
      } finally {
        busy = false;
      }
    },
  };
}
