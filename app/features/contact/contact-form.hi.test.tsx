// The contact form of the Hindi build (the project "hindi", vitest.config.ts): its labels and messages from content/hi
// and app/words/hi, and the entries kept when it refuses them, as contact-form.test.tsx holds in English.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { installDeliveryFakes } from "#app/testing/delivery-fakes.ts";
import { ContactForm } from "./contact-form.tsx";

const { fetchMock, emailMock } = installDeliveryFakes();

describe("ContactForm in Hindi", () => {
  it("labels its fields in Hindi, refuses blank required fields in Hindi and keeps what was typed, sending nothing", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/hi/contact-us");
    const { container } = render(<ContactForm />);
    await user.type(screen.getByLabelText(/पूरा नाम/), "   ");
    await user.type(screen.getByLabelText(/ईमेल पता/), "kavya@example.com");
    await user.type(screen.getByLabelText(/^संदेश/), "   ");
    expect(screen.getByLabelText(/फ़ोन नंबर \(ज़रूरी नहीं\)/)).toHaveValue("");
    // Past the browser's own check, as a script or an old browser would send it.
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी भरें");
    expect(screen.getByLabelText(/ईमेल पता/)).toHaveValue("kavya@example.com");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(emailMock).not.toHaveBeenCalled();
  });
});
