import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PRE_HYDRATION_SCRIPT } from "../../../scripts/pre-hydration.mjs";
import { NewsletterForm } from "./newsletter-form";
import { fieldMessageAttributes } from "./field-messages";

// The Hindi build resolves every app/content/ui/en module to its app/content/ui/hi twin
// (scripts/locale-modules.mjs); here, the forms' words only.
vi.mock("~/content/ui/en/forms", async () => await import("~/content/ui/hi/forms"));

beforeAll(() => {
  // The script every page carries first in its head, which sets a field's message from its attributes.
  (0, eval)(PRE_HYDRATION_SCRIPT);
});

describe("a Hindi page's fields say what is wrong in Hindi", () => {
  it("gives each kind of field its words", () => {
    expect(fieldMessageAttributes("text")).toEqual({ "data-msg-missing": "कृपया यह खाना भरें।" });
    expect(fieldMessageAttributes("select")).toEqual({ "data-msg-missing": "कृपया सूची में से एक विकल्प चुनें।" });
    expect(fieldMessageAttributes("email")).toEqual({
      "data-msg-missing": "कृपया यह खाना भरें।",
      "data-msg-invalid": "कृपया सही ईमेल पता लिखें, जैसे name@example.com",
    });
  });

  it("empty, then malformed, then right: the message follows the field, and a right value is valid", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe("कृपया यह खाना भरें।");
    await user.type(input, "zoya");
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe("कृपया सही ईमेल पता लिखें, जैसे name@example.com");
    await user.type(input, "@example.com");
    expect(input.checkValidity()).toBe(true);
    expect(input.validationMessage).toBe("");
  });

  it("a message left from an earlier submit is cleared when a submit button is pressed", async () => {
    render(<NewsletterForm />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    expect(input.checkValidity()).toBe(false);
    // The value set by a script, not typed: no input event cleared the message.
    input.value = "zoya@example.com";
    expect(input.validity.customError).toBe(true);
    screen.getByRole("button").addEventListener("click", (event) => event.preventDefault(), { once: true });
    screen.getByRole("button").click();
    expect(input.validity.valid).toBe(true);
  });
});
