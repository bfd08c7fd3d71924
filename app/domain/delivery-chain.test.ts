import { afterEach, describe, expect, it, vi } from "vitest";
import { createDeliverer, runDeliveryChain } from "./delivery-chain";
import { describeFailure, emailTemplateParams, relayPayload, withTimeout } from "./delivery-steps";
import type { DeliverySenders, DeliverySettings, OutgoingMessage } from "./delivery-types";

const msg: OutgoingMessage = {
  name: "Ananya Iyer",
  email: "ananya.iyer@example.com",
  phone: "98100 12345",
  subject: "Home Collection",
  message: "Can someone collect a fasting sample at 7 AM tomorrow in Lajpat Nagar?",
};

const settings: DeliverySettings = {
  emailService: { publicKey: "pk_test", serviceId: "service_test", templateId: "template_test", recipient: "care@lab.example" },
  relayUrl: "https://formrelay.example/f/test-form",
  mailTo: "care@lab.example",
};

/** EmailJS rejects with an EmailJSResponseStatus-like object. */
const emailjsError = (status: number, text: string) => ({ status, text });

type Calls = string[];

function fakes(opts: {
  email?: () => Promise<unknown>;
  relay?: () => Promise<{ ok: boolean; status: number }>;
  mail?: (href: string) => void;
}) {
  const calls: Calls = [];
  const senders = {
    emailService: vi.fn((..._args: Parameters<DeliverySenders["emailService"]>) => {
      calls.push("email-service");
      return opts.email ? opts.email() : Promise.resolve({ status: 200, text: "OK" });
    }),
    relayFetch: vi.fn((..._args: Parameters<DeliverySenders["relayFetch"]>) => {
      calls.push("relay");
      return opts.relay ? opts.relay() : Promise.resolve({ ok: true, status: 200 });
    }),
    openMailProgram: vi.fn((href: string) => {
      calls.push("mail-program");
      opts.mail?.(href);
    }),
  } satisfies DeliverySenders;
  return { senders, calls };
}

const relayFails = (status: number) => () => Promise.resolve({ ok: false, status });

afterEach(() => {
  vi.useRealTimers();
});

describe("step 1: email service", () => {
  it("sends through the email service with the SDK's arguments and stops there", async () => {
    const { senders, calls } = fakes({});
    const result = await runDeliveryChain(msg, senders, settings);
    expect(result).toEqual({ status: "sent", via: "email-service", failures: [] });
    expect(calls).toEqual(["email-service"]);
    expect(senders.emailService).toHaveBeenCalledWith(
      "service_test",
      "template_test",
      {
        from_name: "Ananya Iyer",
        from_email: "ananya.iyer@example.com",
        phone: "98100 12345",
        subject: "Home Collection",
        message: msg.message,
        to_email: "care@lab.example",
      },
      { publicKey: "pk_test" },
    );
  });

  it.each([
    ["public key", { publicKey: "" }],
    ["service id", { serviceId: "  " }],
    ["template id", { templateId: "" }],
  ])("fails without a request when the %s is empty", async (_, patch) => {
    const { senders, calls } = fakes({});
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
    const { senders, calls } = fakes({ email: () => Promise.reject(emailjsError(status, text)) });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay"]);
    expect(result).toEqual({ status: "sent", via: "relay", failures: [{ step: "email-service", status, reason: text }] });
  });

  it("a thrown string (SDK parameter check) or a network TypeError also falls through", async () => {
    for (const error of ["The public key is required.", new TypeError("Failed to fetch")]) {
      const { senders, calls } = fakes({ email: () => Promise.reject(error) });
      const result = await runDeliveryChain(msg, senders, settings);
      expect(calls).toEqual(["email-service", "relay"]);
      expect(result.status).toBe("sent");
    }
  });

  it("a sender that throws synchronously is a failure, not a crash", async () => {
    const { senders, calls } = fakes({
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
    const { senders } = fakes({ email: () => Promise.reject(emailjsError(429, "Too Many Requests")) });
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
    const { senders, calls } = fakes({
      email: () => Promise.reject(emailjsError(403, "Forbidden")),
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
    const { senders, calls } = fakes({
      email: () => Promise.reject(emailjsError(0, "Network Error")),
      relay: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });

  it("an unusable relay URL fails without a request", async () => {
    const { senders, calls } = fakes({ email: () => Promise.reject(emailjsError(451, "x")) });
    const result = await runDeliveryChain(msg, senders, { ...settings, relayUrl: "not a url" });
    expect(senders.relayFetch).not.toHaveBeenCalled();
    expect(calls).toEqual(["email-service", "mail-program"]);
    expect(result.status).toBe("sent");
  });

  it("with empty email settings and a failing relay, only the relay and the mail program run", async () => {
    const { senders, calls } = fakes({ relay: relayFails(404) });
    const empty = { ...settings, emailService: { ...settings.emailService, publicKey: "", serviceId: "", templateId: "" } };
    const result = await runDeliveryChain(msg, senders, empty);
    expect(calls).toEqual(["relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });
});

describe("step 3: mail program", () => {
  it("opens the mail program with subject and full body, counted as success", async () => {
    let href = "";
    const { senders } = fakes({
      email: () => Promise.reject(emailjsError(429, "Too Many Requests")),
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
    const { senders } = fakes({
      email: () => Promise.reject(emailjsError(0, "Network Error")),
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

describe("timeouts", () => {
  it("a slow email service is abandoned after the timeout, then the relay runs", async () => {
    vi.useFakeTimers();
    const { senders, calls } = fakes({ email: () => new Promise(() => {}) });
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

  it("a slow relay is aborted after the timeout, then the mail program opens", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { senders, calls } = fakes({
      email: () => Promise.reject(emailjsError(451, "Unavailable For Headless Browser")),
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
    const { senders, calls } = fakes({ email: () => new Promise(() => {}) });
    const pending = runDeliveryChain(msg, senders, settings);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toEqual(["email-service", "relay"]);
  });
});

describe("no double send", () => {
  it("a second deliver while the first is in flight does nothing", async () => {
    let release: (v: unknown) => void = () => {};
    const { senders } = fakes({ email: () => new Promise((r) => (release = r)) });
    const deliverer = createDeliverer(senders, settings);
    const first = deliverer.deliver(msg);
    expect(deliverer.isBusy()).toBe(true);
    await expect(deliverer.deliver(msg)).resolves.toEqual({ status: "busy" });
    expect(senders.emailService).toHaveBeenCalledTimes(1);
    release({ status: 200, text: "OK" });
    await expect(first).resolves.toMatchObject({ status: "sent", via: "email-service" });
    expect(deliverer.isBusy()).toBe(false);
    const third = deliverer.deliver(msg);
    expect(senders.emailService).toHaveBeenCalledTimes(2);
    release({ status: 200, text: "OK" });
    await third;
  });

  it("is free again after a total failure", async () => {
    const { senders } = fakes({
      email: () => Promise.reject(emailjsError(0, "Network Error")),
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

describe("development logging", () => {
  it("hands each swallowed failure of steps 1-2 to warn", async () => {
    const warn = vi.fn();
    const { senders } = fakes({ email: () => Promise.reject(emailjsError(429, "Too Many Requests")), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings, { warn });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain("email-service failed (429): Too Many Requests");
    expect(warn.mock.calls[1]![0]).toContain("relay failed (404)");
  });

  it("logs nothing without warn (production)", async () => {
    const spy = vi.spyOn(console, "warn");
    const { senders } = fakes({ email: () => Promise.reject(emailjsError(403, "Forbidden")), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("payload helpers and hostile input", () => {
  it("builds template params and relay payload from the same message", () => {
    expect(emailTemplateParams(msg, "to@x.example").to_email).toBe("to@x.example");
    expect(relayPayload(msg)._replyto).toBe(msg.email);
  });

  it("describes unknown rejections without throwing", () => {
    expect(describeFailure("relay", undefined)).toEqual({ step: "relay", reason: "unknown failure" });
    expect(describeFailure("relay", { status: "x" })).toMatchObject({ status: undefined });
  });

  it("never throws on hostile text", async () => {
    const hostile: OutgoingMessage = {
      name: "<script>alert(1)</script> .*+?^${}()|[]\\",
      email: "a@b.example",
      phone: "",
      subject: "शिकायत 😷",
      message: "x".repeat(5000) + "\uD83D" + "नमस्ते 🩺 & = ? # %",
    };
    let href = "";
    const { senders } = fakes({
      email: () => Promise.reject(emailjsError(0, "Network Error")),
      relay: relayFails(500),
      mail: (h) => (href = h),
    });
    const result = await runDeliveryChain(hostile, senders, settings);
    expect(result.status).toBe("sent");
    expect(href.startsWith("mailto:")).toBe(true);
    expect(decodeURIComponent(href)).toContain("नमस्ते 🩺 & = ? # %");
  });
});
