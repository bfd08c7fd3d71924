import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserSenders } from "#app/components/forms/use-delivery.ts";
import type * as SiteModule from "#app/config/site.ts";
import { emailRefusal, installDeliveryFakes } from "#app/testing/delivery-fakes.ts";
import { ContactForm } from "./contact-form.tsx";

vi.mock("#app/config/site.ts", async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>();
  return {
    ...original,
    siteConfig: {
      ...original.siteConfig,
      emailService: { publicKey: "pk", serviceId: "svc", templateId: "tpl" },
      contactRecipient: "care@lab.example",
      formRelayUrl: "https://formrelay.example/f/test-form",
    },
  };
});

const { fetchMock, emailMock: sendMock, mailHrefs } = installDeliveryFakes();

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the form at `url`: the form reads `?subject=` from the page's address. */
function renderForm(url = "/contact-us") {
  window.history.replaceState(null, "", url);
  return render(<ContactForm />);
}

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<string, string>> = {}) {
  const v = {
    name: "Kavya Reddy",
    email: "kavya@example.com",
    phone: "",
    subject: "Home Collection",
    message: "Please collect a sample at home.",
    ...overrides,
  };
  if (v.name) await user.type(screen.getByLabelText(/Full name/), v.name);
  if (v.email) await user.type(screen.getByLabelText(/Email address/), v.email);
  if (v.phone) await user.type(screen.getByLabelText(/Phone number/), v.phone);
  if (v.subject) await user.selectOptions(screen.getByLabelText(/Subject/), v.subject);
  if (v.message) await user.type(screen.getByLabelText(/^Message/), v.message);
}

describe("ContactForm", () => {
  it("whitespace-only required values show the required error and keep the entries", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await fill(user, { name: "   ", message: "   " });
    // Bypass native validation as a script or old browser would.
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("All required fields must be filled");
    expect(screen.getByLabelText(/Full name/)).toHaveValue("   ");
    expect(screen.getByLabelText(/Email address/)).toHaveValue("kavya@example.com");
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it("submitting disables the button with 'Sending...', ignores a second submit, then shows the panel for 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The fake clock starts the page at 0: the visitor has been on it a minute.
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let resolve: (v: Response) => void = () => {};
    sendMock.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderForm("/contact-us?subject=reports");
    await fill(user, { subject: "" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    // The delivery chain is fetched on the first send.
    await vi.waitFor(() => expect(sendMock).toHaveBeenCalled());
    await user.click(busy);
    await act(async () => {
      busy.closest("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendMock.mock.calls[0]![1].body)).toEqual({
      lib_version: "4.4.1",
      user_id: "pk",
      service_id: "svc",
      template_id: "tpl",
      template_params: {
        from_name: "Kavya Reddy",
        from_email: "kavya@example.com",
        phone: "",
        subject: "Reports & Results",
        message: "Please collect a sample at home.",
      },
    });
    await act(async () => resolve(new Response("OK", { status: 200 })));
    expect(screen.getByRole("status")).toHaveTextContent("Message sent");
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for contacting us. We'll get back to you within 24 hours.");
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByText("Message sent")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByText("Message sent")).not.toBeInTheDocument();
    for (const label of [/Full name/, /Email address/, /Phone number/, /Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("email service failure then relay success shows the panel", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(429, "Too Many Requests"));
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://formrelay.example/f/test-form");
    expect(JSON.parse(init.body)).toEqual({
      name: "Kavya Reddy",
      email: "kavya@example.com",
      phone: "",
      subject: "Home Collection",
      message: "Please collect a sample at home.",
      _replyto: "kavya@example.com",
    });
    expect(mailHrefs).toEqual([]);
  });

  it("both failing opens the mail program and counts as success", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(451, "Unavailable For Headless Browser"));
    fetchMock.mockResolvedValue(new Response("no", { status: 404 }));
    renderForm();
    await fill(user, { phone: "98100 12345" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(mailHrefs).toHaveLength(1);
    expect(decodeURIComponent(mailHrefs[0]!)).toContain("subject=Contact Form: Home Collection");
    expect(decodeURIComponent(mailHrefs[0]!)).toContain("Phone: 98100 12345");
  });

  it("a total failure shows the error's own message above the form and keeps the entries", async () => {
    const user = userEvent.setup();
    sendMock.mockRejectedValue(new TypeError("Network Error"));
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(browserSenders, "openMailProgram").mockImplementation(() => {
      throw new Error("No mail program is set up on this device.");
    });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No mail program is set up on this device.");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Kavya Reddy");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Please collect a sample at home.");
  });

  it("an unknown failure shows the generic message", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(403, "Forbidden"));
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    vi.spyOn(browserSenders, "openMailProgram").mockImplementation(() => {
      throw "weird";
    });
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send message. Please try again or contact us directly.");
  });

  it("hostile input never throws", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(new Response("OK", { status: 200 }));
    renderForm();
    await fill(user, { name: "", message: "x" });
    await user.click(screen.getByLabelText(/Full name/));
    await user.paste("<b>राम</b> 😷 .*+?^${}()|[]\\");
    const long = "नमस्ते 🩺 <img src=x onerror=alert(1)> ".repeat(120).slice(0, 4990);
    const message = screen.getByLabelText(/^Message/);
    await user.clear(message);
    await act(async () => {
      // Paste a long text in one go.
      message.focus();
    });
    await user.paste(long);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
  });
});

describe("ContactForm's spam traps", () => {
  /** What a trapped form gets: the usual confirmation, and nothing sent by any step. */
  async function expectConfirmedWithNothingSent() {
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mailHrefs).toEqual([]);
  }

  it("carries a honeypot a person never meets: off-screen, hidden from screen readers, out of the tab order, not autofilled", () => {
    const { container } = renderForm();
    const traps = container.querySelectorAll<HTMLInputElement>('input[name="website"]');
    expect(traps).toHaveLength(1);
    const trap = traps[0]!;
    expect(trap).toHaveAttribute("type", "text");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.closest("label")).toHaveTextContent("Leave this field empty");
    expect(trap.closest("form")).toBe(container.querySelector("form"));
    // Not among the fields a person is offered.
    expect(screen.queryByRole("textbox", { name: /Leave this field empty/ })).toBeNull();
  });

  it("a filled honeypot: the usual confirmation, nothing sent by any step", async () => {
    const user = userEvent.setup();
    const { container } = renderForm();
    await fill(user);
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://cheap-pills.example";
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await expectConfirmedWithNothingSent();
  });

  it("a form sent under 3 s after the page began to load: nothing sent, nothing confirmed, the entries kept and the visitor asked to press again", async () => {
    // The whole sequence for every form, with the sends themselves: ./held-send.test.tsx.
    const user = userEvent.setup();
    vi.spyOn(performance, "now").mockReturnValue(2400);
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Not sent yet. Please check your details, then press “Send message” again.");
    expect(screen.queryByText("Message sent")).toBeNull();
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Kavya Reddy");
    expect(sendMock).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mailHrefs).toEqual([]);
  });

  it("a bot's empty form is still told what is missing, as a person would be", async () => {
    const { container } = renderForm();
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("All required fields must be filled");
    expect(screen.queryByText("Message sent")).toBeNull();
  });
});
