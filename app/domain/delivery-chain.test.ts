import { describe, expect, it, vi } from "vitest";
import { emailjsError, fakeSenders, msg, relayFails, settings } from "#app/testing/delivery-chain-fakes.ts";
import { runDeliveryChain } from "./delivery-chain.ts";
import type { OutgoingMessage } from "./delivery-types.ts";

// The chain's three steps in order, each falling through to the next (delivery-chain.ts); its timeouts are
// delivery-chain.timeouts.test.ts, one delivery at a time delivery-chain.deliverer.test.ts.

describe("step 1: email service", () => {
  it("POSTs the spec's JSON to the email service's send endpoint, with no recipient, and stops there", async () => {
    const { senders, calls } = fakeSenders({});
    const result = await runDeliveryChain(msg, senders, settings);
    expect(result).toEqual({ status: "sent", via: "email-service", failures: [] });
    expect(calls).toEqual(["email-service"]);
    const [url, init] = senders.emailService.mock.calls[0]!;
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(init.body)).toEqual({
      lib_version: "4.4.1",
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_test",
      template_params: {
        from_name: "Ananya Iyer",
        from_email: "ananya.iyer@example.com",
        phone: "98100 12345",
        subject: "Home Collection",
        message: msg.message,
      },
    });
  });

  it.each([
    ["public key", { publicKey: "" }],
    ["service id", { serviceId: "  " }],
    ["template id", { templateId: "" }],
  ])("fails without a request when the %s is empty", async (_, patch) => {
    const { senders, calls } = fakeSenders({});
    const result = await runDeliveryChain(msg, senders, { ...settings, emailService: { ...settings.emailService, ...patch } });
    expect(senders.emailService).not.toHaveBeenCalled();
    expect(calls).toEqual(["relay"]);
    expect(result).toMatchObject({ status: "sent", via: "relay" });
    expect(result.failures).toEqual([{ step: "email-service", status: undefined, reason: "email service not configured" }]);
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [0, "Network Error"],
  ])("status %i (%s) falls through to the relay, which succeeds", async (status, text) => {
    const { senders, calls } = fakeSenders({ email: () => emailjsError(status, text) });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay"]);
    // Status 0: the network failed, so there is no status, only the reason.
    const failure = status === 0 ? { step: "email-service", reason: text } : { step: "email-service", status, reason: text };
    expect(result).toEqual({ status: "sent", via: "relay", failures: [failure] });
  });

  it("a thrown string or a network TypeError also falls through", async () => {
    for (const error of ["The public key is required.", new TypeError("Failed to fetch")]) {
      const { senders, calls } = fakeSenders({ email: () => Promise.reject(error) });
      const result = await runDeliveryChain(msg, senders, settings);
      expect(calls).toEqual(["email-service", "relay"]);
      expect(result.status).toBe("sent");
    }
  });

  it("a sender that throws synchronously is a failure, not a crash", async () => {
    const { senders, calls } = fakeSenders({
      email: () => {
        throw new Error("boom");
      },
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay"]);
    expect(result).toMatchObject({ status: "sent", via: "relay" });
  });
});

describe("step 2: form relay", () => {
  it("POSTs JSON with name, email, phone, subject, message, _replyto", async () => {
    const { senders } = fakeSenders({ email: () => emailjsError(429, "Too Many Requests") });
    await runDeliveryChain(msg, senders, settings);
    const [url, init] = senders.relayFetch.mock.calls[0]!;
    expect(url).toBe("https://formrelay.example/f/test-form");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(init.body)).toEqual({
      name: "Ananya Iyer",
      email: "ananya.iyer@example.com",
      phone: "98100 12345",
      subject: "Home Collection",
      message: msg.message,
      _replyto: "ananya.iyer@example.com",
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([400, 404, 422, 500, 503])("a %i answer is a failure and the mail program opens", async (status) => {
    const opened: string[] = [];
    const { senders, calls } = fakeSenders({
      email: () => emailjsError(403, "Forbidden"),
      relay: relayFails(status),
      mail: (href) => opened.push(href),
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay", "mail-program"]);
    expect(result).toEqual({
      status: "sent",
      via: "mail-program",
      failures: [
        { step: "email-service", status: 403, reason: "Forbidden" },
        { step: "relay", status, reason: `form relay answered ${status}` },
      ],
    });
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^mailto:care@lab\.example\?subject=Contact%20Form%3A%20Home%20Collection&body=/);
  });

  it("a network error from the relay falls through to the mail program", async () => {
    const { senders, calls } = fakeSenders({
      email: () => emailjsError(0, "Network Error"),
      relay: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });

  it("an unusable relay URL fails without a request", async () => {
    const { senders, calls } = fakeSenders({ email: () => emailjsError(451, "x") });
    const result = await runDeliveryChain(msg, senders, { ...settings, relayUrl: "not a url" });
    expect(senders.relayFetch).not.toHaveBeenCalled();
    expect(calls).toEqual(["email-service", "mail-program"]);
    expect(result.status).toBe("sent");
  });

  it("with empty email settings and a failing relay, only the relay and the mail program run", async () => {
    const { senders, calls } = fakeSenders({ relay: relayFails(404) });
    const empty = { ...settings, emailService: { ...settings.emailService, publicKey: "", serviceId: "", templateId: "" } };
    const result = await runDeliveryChain(msg, senders, empty);
    expect(calls).toEqual(["relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });
});

describe("step 3: mail program", () => {
  it("opens the mail program with subject and full body, counted as success", async () => {
    let href = "";
    const { senders } = fakeSenders({
      email: () => emailjsError(429, "Too Many Requests"),
      relay: relayFails(500),
      mail: (h) => (href = h),
    });
    const result = await runDeliveryChain({ ...msg, phone: "" }, senders, settings);
    expect(result.status).toBe("sent");
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("care@lab.example");
    const params = new URLSearchParams(url.search.replace(/\+/g, "%2B"));
    expect(params.get("subject")).toBe("Contact Form: Home Collection");
    expect(params.get("body")).toBe(
      [
        "Name: Ananya Iyer",
        "Email: ananya.iyer@example.com",
        "Phone: Not provided",
        "Subject: Home Collection",
        "",
        "Message:",
        msg.message,
      ].join("\r\n"),
    );
  });

  it("if even the mail program cannot open, the chain reports failure with the error", async () => {
    const boom = new Error("No mail program available");
    const { senders } = fakeSenders({
      email: () => emailjsError(0, "Network Error"),
      relay: relayFails(502),
      mail: () => {
        throw boom;
      },
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(result.status).toBe("failed");
    expect("error" in result && result.error).toBe(boom);
    expect(result.failures.map((f) => f.step)).toEqual(["email-service", "relay", "mail-program"]);
  });
});

describe("development logging", () => {
  it("hands each swallowed failure of steps 1-2 to warn", async () => {
    const warn = vi.fn();
    const { senders } = fakeSenders({ email: () => emailjsError(429, "Too Many Requests"), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings, { warn });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain("email-service failed (429): Too Many Requests");
    expect(warn.mock.calls[1]![0]).toContain("relay failed (404)");
  });

  it("logs nothing without warn (production)", async () => {
    const spy = vi.spyOn(console, "warn");
    const { senders } = fakeSenders({ email: () => emailjsError(403, "Forbidden"), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("hostile input", () => {
  it("never throws on hostile text", async () => {
    const hostile: OutgoingMessage = {
      name: "<script>alert(1)</script> .*+?^${}()|[]\\",
      email: "a@b.example",
      phone: "",
      subject: "शिकायत 😷",
      message: "x".repeat(5000) + "\uD83D" + "नमस्ते 🩺 & = ? # %",
    };
    let href = "";
    const { senders } = fakeSenders({
      email: () => emailjsError(0, "Network Error"),
      relay: relayFails(500),
      mail: (h) => (href = h),
    });
    const result = await runDeliveryChain(hostile, senders, settings);
    expect(result.status).toBe("sent");
    expect(href.startsWith("mailto:")).toBe(true);
    expect(decodeURIComponent(href)).toContain("नमस्ते 🩺 & = ? # %");
  });
});
