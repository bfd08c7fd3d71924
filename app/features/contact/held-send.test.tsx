import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import type * as SiteModule from "#app/config/site.ts";
import { installDeliveryFakes } from "#app/testing/delivery-fakes.ts";
import { ContactForm } from "./contact-form.tsx";

// Every form that uses the spam guard (#app/domain/spam-guard): a send sooner than 3 s after the page
// began to load (autofill fills a form in a moment) is held, never dropped and never confirmed; the next
// press sends the very fields. Only a filled honeypot is confirmed without a request. Here, beside the
// contact form, because a feature may import the shared forms and not the other way round.

vi.mock("#app/config/site.ts", async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>();
  return {
    ...original,
    siteConfig: {
      ...original.siteConfig,
      brandName: "Health+ Diagnostics",
      emailService: { publicKey: "pk", serviceId: "svc", templateId: "tpl" },
      contactRecipient: "care@lab.example",
      formRelayUrl: "https://formrelay.example/f/test-form",
    },
  };
});

const { fetchMock, emailMock, mailHrefs } = installDeliveryFakes();

beforeAll(async () => {
  // The forms fetch the delivery chain on their first send: loaded here, so no send waits on a module load.
  await import("#app/domain/delivery-chain.ts");
});

beforeEach(() => {
  // The page's clock: performance.now() starts at 0 here, as at a navigation's start, and moves only
  // when the test moves it (installDeliveryFakes' "open a minute" is undone).
  vi.mocked(performance.now).mockRestore();
  vi.useFakeTimers({ toFake: ["performance", "setTimeout", "clearTimeout", "Date"] });
  emailMock.mockResolvedValue(new Response("OK", { status: 200 }));
});
afterEach(() => {
  vi.useRealTimers();
});

// The fields are filled in one go, as autofill does (user-event's typing waits on timers that the
// frozen clock never runs), and Testing Library's findBy* likewise: vi.waitFor moves the fake clock.
const autofill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (button: string) => act(async () => fireEvent.click(screen.getByRole("button", { name: button })));

interface FormCase {
  name: string;
  render: () => ReactElement;
  /** Fills the form at once, as autofill would. */
  fill: () => void;
  button: string;
  /** The fields, as a person sees them, that must stay while the send is held. */
  kept: [label: RegExp, value: string][];
  held: string;
  /** The email service's template parameters, written out by hand. */
  sent: Record<string, string>;
  confirmation: RegExp;
}

const cases: FormCase[] = [
  {
    name: "contact",
    render: () => <ContactForm />,
    fill() {
      autofill(/Full name/, "Kavya Reddy");
      autofill(/Email address/, "kavya@example.com");
      autofill(/Phone number/, "98765 43210");
      autofill(/Subject/, "home-collection");
      autofill(/^Message/, "Please collect a sample at home.");
    },
    button: "Send message",
    kept: [
      [/Full name/, "Kavya Reddy"],
      [/Email address/, "kavya@example.com"],
      [/Phone number/, "98765 43210"],
      [/Subject/, "home-collection"],
      [/^Message/, "Please collect a sample at home."],
    ],
    held: "Not sent yet. Please check your details, then press “Send message” again.",
    sent: {
      from_name: "Kavya Reddy",
      from_email: "kavya@example.com",
      phone: "98765 43210",
      subject: "Home Collection",
      message: "Please collect a sample at home.",
    },
    confirmation: /Message sent/,
  },
  {
    name: "call-back",
    render: () => <CallbackForm />,
    fill() {
      autofill("Phone number for a call back", "98765 43210");
    },
    button: "Get Call Back",
    kept: [[/Phone number for a call back/, "98765 43210"]],
    held: "Not sent yet. Please check your details, then press “Get Call Back” again.",
    sent: {
      from_name: "Website visitor (call-back)",
      from_email: "",
      phone: "+91 98765 43210",
      subject: "Call-back request",
      message: "Please call me back on +91 98765 43210. (Requested from the website header.)",
    },
    confirmation: /we'll call you back on \+91 98765 43210/,
  },
  {
    name: "newsletter",
    render: () => <NewsletterForm />,
    fill() {
      autofill("Email address", "sana.mir@example.com");
    },
    button: "Subscribe",
    kept: [[/Email address/, "sana.mir@example.com"]],
    held: "Not sent yet. Please check your details, then press “Subscribe” again.",
    sent: {
      from_name: "Newsletter subscriber",
      from_email: "sana.mir@example.com",
      phone: "",
      subject: "Newsletter subscription",
      message: "Please subscribe sana.mir@example.com to the Health+ Diagnostics newsletter (health tips and test guides).",
    },
    confirmation: /Thanks for subscribing!/,
  },
];

const templateParams = (n: number) => JSON.parse(emailMock.mock.calls[n]![1].body).template_params as Record<string, string>;

function expectNothingSent() {
  expect(emailMock).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(mailHrefs).toEqual([]);
}

it("covers the three forms that use the spam guard", () => {
  expect(cases.map((c) => c.name)).toEqual(["contact", "call-back", "newsletter"]);
});

describe.each(cases)("the $name form", (form) => {
  it("sent 1 s after the page opened: nothing sent, every field kept, the status says so; the next press sends the same fields once", async () => {
    render(form.render());
    form.fill();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(performance.now()).toBeLessThan(1100);
    await press(form.button);

    // Held at once: no request is started, so nothing to wait for.
    const message = screen.getByText(form.held);
    // Read out as it appears: inside the form's live region.
    expect(message.closest('[role="status"], [role="alert"]')).not.toBeNull();
    expectNothingSent();
    expect(screen.queryByText(form.confirmation)).toBeNull();
    for (const [label, value] of form.kept) expect(screen.getByLabelText(label)).toHaveValue(value);

    await act(async () => vi.advanceTimersByTime(400));
    await press(form.button);
    await act(() => vi.waitFor(() => expect(screen.getByText(form.confirmation)).toBeInTheDocument()));
    expect(emailMock).toHaveBeenCalledTimes(1);
    expect(templateParams(0)).toEqual(form.sent);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(form.held)).toBeNull();
  });

  it("a filled honeypot: the usual confirmation and no request, however long the page was open", async () => {
    const { container } = render(form.render());
    form.fill();
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://cheap-pills.example";
    await act(async () => vi.advanceTimersByTime(60_000));
    await press(form.button);
    await act(() => vi.waitFor(() => expect(screen.getByText(form.confirmation)).toBeInTheDocument()));
    expectNothingSent();
  });

  it("sent after 3 s: sent at the first press, with no question", async () => {
    render(form.render());
    await act(async () => vi.advanceTimersByTime(3000));
    form.fill();
    await press(form.button);
    await act(() => vi.waitFor(() => expect(screen.getByText(form.confirmation)).toBeInTheDocument()));
    expect(emailMock).toHaveBeenCalledTimes(1);
    expect(templateParams(0)).toEqual(form.sent);
    expect(screen.queryByText(form.held)).toBeNull();
  });
});
