import { afterEach, describe, expect, it, vi } from "vitest";
import { emailjsError, fakeSenders, msg, settings } from "#app/testing/delivery-chain-fakes.ts";
import { runDeliveryChain } from "./delivery-chain.ts";
import { withTimeout } from "./delivery-steps.ts";

// Each of steps 1-2 is bounded by a timeout; at the limit its request is aborted before the next runs.

afterEach(() => {
  vi.useRealTimers();
});

describe("timeouts", () => {
  it("a slow email service is abandoned after the timeout, then the relay runs", async () => {
    vi.useFakeTimers();
    const { senders, calls } = fakeSenders({ email: () => new Promise(() => {}) });
    const pending = runDeliveryChain(msg, senders, settings, { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toEqual(["email-service"]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(calls).toEqual(["email-service", "relay"]);
    expect(result).toEqual({
      status: "sent",
      via: "relay",
      failures: [{ step: "email-service", reason: "timed out after 10000 ms" }],
    });
  });

  it("a timed-out email call is aborted before the relay is tried", async () => {
    vi.useFakeTimers();
    let emailSignal: AbortSignal | undefined;
    const abortedWhenRelayRan: boolean[] = [];
    const { senders } = fakeSenders({});
    senders.emailService.mockImplementation((_url, init) => {
      emailSignal = init.signal;
      return new Promise(() => {});
    });
    senders.relayFetch.mockImplementation(() => {
      abortedWhenRelayRan.push(emailSignal?.aborted ?? false);
      return Promise.resolve({ ok: true, status: 200 });
    });
    const pending = runDeliveryChain(msg, senders, settings);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(emailSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: "sent", via: "relay" });
    expect(abortedWhenRelayRan).toEqual([true]);
  });

  it("an email service answering after the 10 s limit does not deliver the message a second time", async () => {
    vi.useFakeTimers();
    // Each service as fetch meets it: the message is delivered when the answer comes, unless the
    // request was aborted first (then fetch rejects with an AbortError and nothing arrives).
    const delivered: string[] = [];
    const service = (name: string, answerAfterMs: number) => (_url: string, init: { signal?: AbortSignal }) =>
      new Promise<{ ok: boolean; status: number }>((resolve, reject) => {
        const timer = setTimeout(() => {
          delivered.push(name);
          resolve({ ok: true, status: 200 });
        }, answerAfterMs);
        init.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new DOMException("The operation was aborted.", "AbortError"));
        });
      });
    const { senders } = fakeSenders({});
    senders.emailService.mockImplementation(service("email-service", 12_000));
    senders.relayFetch.mockImplementation(service("relay", 500));
    const pending = runDeliveryChain(msg, senders, settings);
    await vi.advanceTimersByTimeAsync(10_500);
    await expect(pending).resolves.toEqual({
      status: "sent",
      via: "relay",
      failures: [{ step: "email-service", reason: "timed out after 10000 ms" }],
    });
    // The email service's answer was due at 12 s: it never comes, and nothing else is sent.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(delivered).toEqual(["relay"]);
    expect(senders.emailService).toHaveBeenCalledTimes(1);
    expect(senders.relayFetch).toHaveBeenCalledTimes(1);
    expect(senders.openMailProgram).not.toHaveBeenCalled();
  });

  it("a slow relay is aborted after the timeout, then the mail program opens", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { senders, calls } = fakeSenders({
      email: () => emailjsError(451, "Unavailable For Headless Browser"),
      relay: () => new Promise(() => {}),
    });
    senders.relayFetch.mockImplementation((_url, init) => {
      calls.push("relay");
      signal = init.signal;
      return new Promise(() => {});
    });
    const pending = runDeliveryChain(msg, senders, settings, { timeoutMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    const result = await pending;
    expect(signal?.aborted).toBe(true);
    expect(calls).toEqual(["email-service", "relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });

  it("withTimeout clears its timer when the task settles first", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(() => Promise.resolve(42), 1000)).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses a 10-second default", async () => {
    vi.useFakeTimers();
    const { senders, calls } = fakeSenders({ email: () => new Promise(() => {}) });
    const pending = runDeliveryChain(msg, senders, settings);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toEqual(["email-service", "relay"]);
  });
});
