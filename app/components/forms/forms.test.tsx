import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as SiteModule from "#app/config/site.ts";
import { emailRefusal, installDeliveryFakes } from "#app/testing/delivery-fakes.ts";
import { CallbackForm } from "./callback-form.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { browserSenders } from "./use-delivery.ts";

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

/** The template parameters of the email service's nth request. */
const templateParams = (n = 0) => JSON.parse(sendMock.mock.calls[n]![1].body).template_params as Record<string, string>;

describe("CallbackForm", () => {
  it("has a labelled phone input and a 'Get Call Back' button", () => {
    render(<CallbackForm />);
    expect(screen.getByLabelText("Phone number for a call back")).toHaveAttribute("type", "tel");
    expect(screen.getByRole("button", { name: "Get Call Back" })).toBeInTheDocument();
  });

  it("shows a clear inline error for an invalid number and keeps it", async () => {
    const user = userEvent.setup();
    render(<CallbackForm />);
    const input = screen.getByLabelText("Phone number for a call back");
    await user.type(input, "12345");
    await user.click(screen.getByRole("button", { name: "Get Call Back" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    const errorId = input.getAttribute("aria-describedby")!;
    expect(document.getElementById(errorId)).toHaveTextContent(/valid Indian number/);
    expect(input).toHaveValue("12345");
    expect(input).toHaveFocus();
    expect(sendMock).not.toHaveBeenCalled();
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Get Call Back" }));
    expect(document.getElementById(input.getAttribute("aria-describedby")!)).toHaveTextContent(/enter your phone number/);
  });

  it("sends a valid number through the chain and confirms", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(new Response("OK", { status: 200 }));
    render(<CallbackForm />);
    await user.type(screen.getByLabelText("Phone number for a call back"), "98765-43210");
    await user.click(screen.getByRole("button", { name: "Get Call Back" }));
    expect(await screen.findByText("Thanks — we'll call you back on +91 98765 43210 shortly.")).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock.mock.calls[0]![0]).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(JSON.parse(sendMock.mock.calls[0]![1].body)).toMatchObject({ user_id: "pk", service_id: "svc", template_id: "tpl" });
    expect(templateParams()).toMatchObject({ subject: "Call-back request", phone: "+91 98765 43210" });
    expect(screen.getByLabelText("Phone number for a call back")).toHaveValue("");
  });

  it("falls back to the relay, then the mail program", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(451, "Unavailable For Headless Browser"));
    fetchMock.mockResolvedValue(new Response("", { status: 503 }));
    render(<CallbackForm />);
    await user.type(screen.getByLabelText("Phone number for a call back"), "011 2345 6789");
    await user.click(screen.getByRole("button", { name: "Get Call Back" }));
    expect(await screen.findByText("Thanks — we'll call you back on 011 2345 6789 shortly.")).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ subject: "Call-back request", phone: "011 2345 6789" });
    expect(decodeURIComponent(mailHrefs[0]!)).toContain("Contact Form: Call-back request");
  });

  it("on total failure offers the chat link and the support line, keeping the number", async () => {
    const user = userEvent.setup();
    sendMock.mockRejectedValue(new TypeError("Network Error"));
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    vi.spyOn(browserSenders, "openMailProgram").mockImplementation(() => {
      throw new Error("no mail program");
    });
    render(<CallbackForm />);
    await user.type(screen.getByLabelText("Phone number for a call back"), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get Call Back" }));
    const chat = await screen.findByRole("link", { name: /Chat with us/ });
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: /98765 43210/ })).toHaveAttribute("href", expect.stringMatching(/^tel:/));
    expect(screen.getByLabelText("Phone number for a call back")).toHaveValue("9876543210");
  });
});

describe("NewsletterForm", () => {
  it("has an email input, Subscribe and the no-spam line", () => {
    render(<NewsletterForm />);
    const input = screen.getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    expect(screen.getByText("No spam, unsubscribe at any time")).toBeInTheDocument();
  });

  it("subscribes through the chain and confirms", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(403, "Forbidden"));
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText("Email address"), "sana.mir@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/Thanks for subscribing! Health tips will arrive at sana.mir@example.com./)).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      email: "sana.mir@example.com",
      _replyto: "sana.mir@example.com",
      subject: "Newsletter subscription",
    });
    expect(screen.getByLabelText("Email address")).toHaveValue("");
  });

  it("keeps the email and offers the address on total failure", async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue(emailRefusal(429, "Too Many Requests"));
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    vi.spyOn(browserSenders, "openMailProgram").mockImplementation(() => {
      throw new Error("no mail program");
    });
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText("Email address"), "sana.mir@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/couldn't subscribe you just now/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("sana.mir@example.com");
  });
});
