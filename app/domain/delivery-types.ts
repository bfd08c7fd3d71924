/** The shapes the delivery chain (./delivery-chain.ts) works with: the message, settings and senders. */
import type { MailableMessage } from "./mailto";

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
