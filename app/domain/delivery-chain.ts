/**
 * The delivery fallback chain (docs/behaviour.md#contact). Pure and injectable: the senders are passed in.
 *   1. the email service (EmailJS SDK `send`), skipped without a request when its settings are empty;
 *   2. on failure, POST JSON to the form relay (a non-2xx status is a failure);
 *   3. on failure, open the mail program with a prefilled message — this counts as success.
 * Each of steps 1-2 is bounded by a timeout, after which the next step runs. Failures of steps 1-2 are
 * swallowed (handed to `warn`, which the UI passes only in development).
 */
import { contactMailtoHref, type MailableMessage } from "./mailto";

export type OutgoingMessage = MailableMessage;

export interface EmailServiceSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Template parameter to_email. */
  recipient: string;
}

export interface DeliverySettings {
  emailService: EmailServiceSettings;
  relayUrl: string;
  /** Address the mail program writes to. */
  mailTo: string;
}

/** Same shape as `send` from @emailjs/browser. Rejects with { status, text } on failure. */
export type EmailServiceSend = (
  serviceId: string,
  templateId: string,
  templateParams: Record<string, string>,
  options: { publicKey: string },
) => Promise<unknown>;

export interface RelayRequest {
  method: "POST";
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignal;
}

/** A `fetch`-like function; only `ok` and `status` of the response are used. */
export type RelayFetch = (url: string, init: RelayRequest) => Promise<{ ok: boolean; status: number }>;

export type OpenMailProgram = (href: string) => void;

export interface DeliverySenders {
  emailService: EmailServiceSend;
  relayFetch: RelayFetch;
  openMailProgram: OpenMailProgram;
}

export interface DeliveryOptions {
  /** Per-step time limit for steps 1 and 2 (default 10 s). */
  timeoutMs?: number;
  /** Receives the swallowed failures of steps 1-2 (pass console.warn in development only). */
  warn?: (message: string, detail?: unknown) => void;
}

export const DEFAULT_STEP_TIMEOUT_MS = 10_000;

export type DeliveryStep = "email-service" | "relay" | "mail-program";

export interface StepFailure {
  step: DeliveryStep;
  /** HTTP-like status when there is one (EmailJS uses 451, 403, 429 and 0). */
  status?: number;
  reason: string;
}

export type DeliveryOutcome =
  | { status: "sent"; via: DeliveryStep; failures: StepFailure[] }
  | { status: "failed"; error: unknown; failures: StepFailure[] };

export type DeliveryResult = DeliveryOutcome | { status: "busy" };

/** EmailJS template parameters: the names the email template reads. */
export function emailTemplateParams(msg: OutgoingMessage, recipient: string): Record<string, string> {
  return {
    from_name: msg.name,
    from_email: msg.email,
    phone: msg.phone,
    subject: msg.subject,
    message: msg.message,
    to_email: recipient,
  };
}

/** The relay's JSON body (`_replyto` lets a reply go to the sender). */
export function relayPayload(msg: OutgoingMessage): {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  _replyto: string;
} {
  return {
    name: msg.name,
    email: msg.email,
    phone: msg.phone,
    subject: msg.subject,
    message: msg.message,
    _replyto: msg.email,
  };
}

export function isEmailServiceConfigured(s: EmailServiceSettings): boolean {
  return [s.publicKey, s.serviceId, s.templateId].every((v) => typeof v === "string" && v.trim() !== "");
}

export function isUsableRelayUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

export class StepTimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "StepTimeoutError";
  }
}

class StepError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "StepError";
  }
}

/** Runs `task`, rejecting with StepTimeoutError (and aborting its signal) after `ms`. */
export function withTimeout<T>(task: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new StepTimeoutError(ms));
    }, ms);
  });
  let run: Promise<T>;
  try {
    run = task(controller.signal);
  } catch (error) {
    run = Promise.reject(error);
  }
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** Turns whatever a step rejected with into a status and a readable reason. */
export function describeFailure(step: DeliveryStep, error: unknown): StepFailure {
  if (error instanceof StepError) return { step, status: error.status, reason: error.message };
  if (error instanceof Error) return { step, reason: error.message || error.name };
  if (typeof error === "string") return { step, reason: error };
  if (error && typeof error === "object" && "status" in error) {
    const status = Number((error as { status: unknown }).status);
    const text = "text" in error ? String((error as { text: unknown }).text) : "";
    return { step, status: Number.isFinite(status) ? status : undefined, reason: text || `status ${status}` };
  }
  return { step, reason: "unknown failure" };
}

async function sendByEmailService(
  msg: OutgoingMessage,
  settings: EmailServiceSettings,
  send: EmailServiceSend,
  timeoutMs: number,
): Promise<void> {
  if (!isEmailServiceConfigured(settings)) throw new StepError("email service not configured");
  await withTimeout(
    () =>
      send(settings.serviceId.trim(), settings.templateId.trim(), emailTemplateParams(msg, settings.recipient), {
        publicKey: settings.publicKey.trim(),
      }),
    timeoutMs,
  );
}

async function sendByRelay(msg: OutgoingMessage, url: string, relayFetch: RelayFetch, timeoutMs: number): Promise<void> {
  if (!isUsableRelayUrl(url)) throw new StepError("form relay not configured");
  const response = await withTimeout(
    (signal) =>
      relayFetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(relayPayload(msg)),
        signal,
      }),
    timeoutMs,
  );
  if (!response.ok) throw new StepError(`form relay answered ${response.status}`, response.status);
}

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
