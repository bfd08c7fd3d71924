import { afterEach, describe, expect, it, vi } from "vitest";
import { createDeliverer, runDeliveryChain } from "./delivery-chain";
import { describeFailure, emailServiceBody, emailTemplateParams, relayPayload, withTimeout } from "./delivery-steps";
import type { DeliverySenders, DeliverySettings, HttpPost, OutgoingMessage } from "./delivery-types";

const msg: OutgoingMessage = {
  name: "Ananya Iyer",
  email: "ananya.iyer@example.com",
  phone: "98100 12345",
  subject: "Home Collection",
  message: "Can someone collect a fasting sample at 7 AM tomorrow in Lajpat Nagar?",
};

const settings: DeliverySettings = {
  emailService: { publicKey: "pk_test", serviceId: "service_test", templateId: "template_test" },
  relayUrl: "https://formrelay.example/f/test-form",
  mailTo: "care@lab.example",
};

/** The email service's answer to a refused send: a status and its text (status 0: the network failed). */
const emailjsError = (status: number, text: string) =>
  status === 0 ? Promise.reject(new TypeError(text)) : Promise.resolve({ ok: false, status, text: () => Promise.resolve(text) });

type Answer = ReturnType<HttpPost>;

type Calls = string[];

function fakes(opts: {
  email?: () => Answer;
  relay?: () => Answer;
  mail?: (href: string) => void;
}) {
  const calls: Calls = [];
  const senders = {
    emailService: vi.fn((..._args: Parameters<DeliverySenders["emailService"]>) => {
      calls.push("email-service");
      return opts.email ? opts.email() : Promise.resolve({ ok: true, status: 200 });
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
  it("POSTs the spec's JSON to the email service's send endpoint, with no recipient, and stops there", async () => {
    const { senders, calls } = fakes({});
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

  it("never names a recipient: the service's template fixes it", () => {
    const body = emailServiceBody(msg, settings.emailService);
    expect(Object.keys(body.template_params).sort()).toEqual(["from_email", "from_name", "message", "phone", "subject"]);
    expect(JSON.stringify(body)).not.toMatch(/to_email|recipient|care@lab\.example/);
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
    const { senders, calls } = fakes({ email: () => emailjsError(status, text) });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay"]);
    // Status 0: the network failed, so there is no status, only the reason.
    const failure = status === 0 ? { step: "email-service", reason: text } : { step: "email-service", status, reason: text };
    expect(result).toEqual({ status: "sent", via: "relay", failures: [failure] });
  });

  it("a thrown string or a network TypeError also falls through", async () => {
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
    const { senders } = fakes({ email: () => emailjsError(429, "Too Many Requests") });
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
    const { senders, calls } = fakes({
      email: () => emailjsError(0, "Network Error"),
      relay: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const result = await runDeliveryChain(msg, senders, settings);
    expect(calls).toEqual(["email-service", "relay", "mail-program"]);
    expect(result).toMatchObject({ status: "sent", via: "mail-program" });
  });

  it("an unusable relay URL fails without a request", async () => {
    const { senders, calls } = fakes({ email: () => emailjsError(451, "x") });
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
    const { senders } = fakes({
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

  it("a timed-out email call is aborted before the relay is tried", async () => {
    vi.useFakeTimers();
    let emailSignal: AbortSignal | undefined;
    const abortedWhenRelayRan: boolean[] = [];
    const { senders } = fakes({});
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
    const { senders } = fakes({});
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
    const { senders, calls } = fakes({
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
    const { senders, calls } = fakes({ email: () => new Promise(() => {}) });
    const pending = runDeliveryChain(msg, senders, settings);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toEqual(["email-service", "relay"]);
  });
});

describe("no double send", () => {
  it("a second deliver while the first is in flight does nothing", async () => {
    let release: (v: { ok: boolean; status: number }) => void = () => {};
    const { senders } = fakes({ email: () => new Promise((r) => (release = r)) });
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
    const { senders } = fakes({
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

describe("development logging", () => {
  it("hands each swallowed failure of steps 1-2 to warn", async () => {
    const warn = vi.fn();
    const { senders } = fakes({ email: () => emailjsError(429, "Too Many Requests"), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings, { warn });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain("email-service failed (429): Too Many Requests");
    expect(warn.mock.calls[1]![0]).toContain("relay failed (404)");
  });

  it("logs nothing without warn (production)", async () => {
    const spy = vi.spyOn(console, "warn");
    const { senders } = fakes({ email: () => emailjsError(403, "Forbidden"), relay: relayFails(404) });
    await runDeliveryChain(msg, senders, settings);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("payload helpers and hostile input", () => {
  it("builds template params and relay payload from the same message", () => {
    expect(emailTemplateParams(msg).from_email).toBe(msg.email);
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
