/**
 * The steps of the delivery chain (./delivery-chain.ts) and what they send: the email service's
 * request, the relay's JSON body, the per-step time limit and how a failure is described.
 */
import type { DeliveryStep, EmailServiceSettings, HttpPost, OutgoingMessage, StepFailure } from "./delivery-types.ts";

/** The email service's send endpoint (EmailJS's REST API, docs/mail-and-relay.md). */
export const EMAIL_SERVICE_SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";

/**
 * `lib_version` of the request: it is, field for field, the request of EmailJS's own browser SDK 4.4.1,
 * sent with `fetch` here so that a timed-out send can be aborted (the SDK takes no abort signal).
 */
export const EMAIL_SERVICE_LIB_VERSION = "4.4.1";

/**
 * The email service's template parameters: from_name, from_email, phone, subject, message. No
 * recipient: the template in the service's dashboard fixes where the message goes.
 */
export function emailTemplateParams(msg: OutgoingMessage): Record<string, string> {
  return {
    from_name: msg.name,
    from_email: msg.email,
    phone: msg.phone,
    subject: msg.subject,
    message: msg.message,
  };
}

/** The email service's JSON body: lib_version, user_id (the public key), service_id, template_id, template_params. */
export function emailServiceBody(msg: OutgoingMessage, settings: EmailServiceSettings) {
  return {
    lib_version: EMAIL_SERVICE_LIB_VERSION,
    user_id: settings.publicKey.trim(),
    service_id: settings.serviceId.trim(),
    template_id: settings.templateId.trim(),
    template_params: emailTemplateParams(msg),
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

/** The relay takes personal data: only an `https:` address (the build refuses any other, domain/build-checks.ts). */
export function isUsableRelayUrl(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
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
    const status = Number(error.status);
    const text = "text" in error ? String((error as { text: unknown }).text) : "";
    return { step, status: Number.isFinite(status) ? status : undefined, reason: text || `status ${status}` };
  }
  return { step, reason: "unknown failure" };
}

/**
 * Posts JSON to `url` within `timeoutMs`; at the time limit the request is aborted (its signal), and
 * only then does the caller move on. A non-2xx answer is a failure, with the service's own text.
 */
async function postJson(
  post: HttpPost,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  describe: (status: number, text: string) => string,
): Promise<void> {
  const answer = await withTimeout(async (signal) => {
    const response = await post(url, { method: "POST", headers, body: JSON.stringify(body), signal });
    const text = response.ok ? "" : await response.text?.().catch(() => "");
    return { ok: response.ok, status: response.status, text: (text ?? "").slice(0, 200) };
  }, timeoutMs);
  if (!answer.ok) throw new StepError(describe(answer.status, answer.text), answer.status);
}

export async function sendByEmailService(
  msg: OutgoingMessage,
  settings: EmailServiceSettings,
  post: HttpPost,
  timeoutMs: number,
): Promise<void> {
  if (!isEmailServiceConfigured(settings)) throw new StepError("email service not configured");
  await postJson(
    post,
    EMAIL_SERVICE_SEND_URL,
    { "Content-Type": "application/json" },
    emailServiceBody(msg, settings),
    timeoutMs,
    (status, text) => (text ? text : `email service answered ${status}`),
  );
}

export async function sendByRelay(msg: OutgoingMessage, url: string, post: HttpPost, timeoutMs: number): Promise<void> {
  if (!isUsableRelayUrl(url)) throw new StepError("form relay not configured");
  await postJson(
    post,
    url,
    { "Content-Type": "application/json", Accept: "application/json" },
    relayPayload(msg),
    timeoutMs,
    (status) => `form relay answered ${status}`,
  );
}
