/** The shapes the delivery chain (./delivery-chain.ts) works with: the message, settings and senders. */
import type { MailableMessage } from "./mailto.ts";

export type OutgoingMessage = MailableMessage;

/**
 * The email service's account settings. No recipient: the service's template fixes it, so the public
 * key cannot be used to mail anyone else (docs/mail-and-relay.md).
 */
export interface EmailServiceSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface DeliverySettings {
  emailService: EmailServiceSettings;
  relayUrl: string;
  /** Address the mail program writes to. */
  mailTo: string;
}

export interface PostRequest {
  method: "POST";
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignal;
}

/**
 * A `fetch`-like function; only `ok`, `status` and (for a failure's reason) `text()` of the response
 * are used. It must stop the request when `init.signal` aborts, as `fetch` does: a step that timed out
 * is aborted before the next step runs, so a late answer cannot deliver the message a second time.
 */
export type HttpPost = (url: string, init: PostRequest) => Promise<{ ok: boolean; status: number; text?: () => Promise<string> }>;

export type OpenMailProgram = (href: string) => void;

export interface DeliverySenders {
  /** Posts to the email service's REST endpoint. */
  emailService: HttpPost;
  /** Posts to the form relay. */
  relayFetch: HttpPost;
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
  /** The HTTP status when the service answered (EmailJS: 400, 403, 429, …). */
  status?: number;
  reason: string;
}

export type DeliveryOutcome =
  { status: "sent"; via: DeliveryStep; failures: StepFailure[] } | { status: "failed"; error: unknown; failures: StepFailure[] };

export type DeliveryResult = DeliveryOutcome | { status: "busy" };
