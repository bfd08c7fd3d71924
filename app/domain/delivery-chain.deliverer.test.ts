import { describe, expect, it } from "vitest";
import { emailjsError, fakeSenders, msg, relayFails, settings } from "#app/testing/delivery-chain-fakes.ts";
import { createDeliverer } from "./delivery-chain.ts";

describe("no double send", () => {
  it("a second deliver while the first is in flight does nothing", async () => {
    let release: (v: { ok: boolean; status: number }) => void = () => {};
    const { senders } = fakeSenders({ email: () => new Promise((r) => (release = r)) });
    const deliverer = createDeliverer(senders, settings);
    const first = deliverer.deliver(msg);
    expect(deliverer.isBusy()).toBe(true);
    await expect(deliverer.deliver(msg)).resolves.toEqual({ status: "busy" });
    expect(senders.emailService).toHaveBeenCalledTimes(1);
    release({ ok: true, status: 200 });
    await expect(first).resolves.toMatchObject({ status: "sent", via: "email-service" });
    expect(deliverer.isBusy()).toBe(false);
    const third = deliverer.deliver(msg);
    expect(senders.emailService).toHaveBeenCalledTimes(2);
    release({ ok: true, status: 200 });
    await third;
  });

  it("is free again after a total failure", async () => {
    const { senders } = fakeSenders({
      email: () => emailjsError(0, "Network Error"),
      relay: relayFails(500),
      mail: () => {
        throw new Error("x");
      },
    });
    const deliverer = createDeliverer(senders, settings);
    await expect(deliverer.deliver(msg)).resolves.toMatchObject({ status: "failed" });
    expect(deliverer.isBusy()).toBe(false);
  });
});
