/**
 * The steps of the delivery chain (./delivery-chain.ts) and what they send: the email service's
 * template parameters, the relay's JSON body, the per-step time limit and how a failure is described.
 */
import type {
  DeliveryStep,
  EmailServiceSend,
  EmailServiceSettings,
  OutgoingMessage,
  RelayFetch,
  StepFailure,
} from "./delivery-types";

/** The email service template parameters (from_name, from_email, phone, subject, message, to_email). */
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

/** The relay's JSON body: the message fields plus `_replyto`, so a reply goes to the sender. */
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

export async function sendByEmailService(
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

export async function sendByRelay(msg: OutgoingMessage, url: string, relayFetch: RelayFetch, timeoutMs: number): Promise<void> {
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

