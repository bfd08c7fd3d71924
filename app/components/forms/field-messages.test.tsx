import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRE_HYDRATION_SCRIPT } from "#scripts/pre-hydration.mjs";
import { fieldMessageAttributes } from "./field-messages.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

// The Hindi build resolves every #words module to its app/words/hi twin (the import condition "hi",
// docs/decisions/066-language-as-an-import-condition.md); here, the field messages' words only.
vi.mock("#words/field-messages.ts", async () => await import("#app/words/hi/field-messages.ts"));

const root = document.documentElement;

beforeAll(() => {
  // What app/page-shell.astro writes on a Hindi page's <html>, and the script it carries first.
  for (const [name, value] of Object.entries(fieldMessageAttributes())) root.setAttribute(name, value);
  (0, eval)(PRE_HYDRATION_SCRIPT);
});
afterAll(() => {
  for (const name of root.getAttributeNames()) if (name.startsWith("data-msg-")) root.removeAttribute(name);
});

describe("a Hindi page's fields say what is wrong in Hindi", () => {
  it("writes the page's words on <html>", () => {
    expect(fieldMessageAttributes()).toEqual({
      "data-msg-fill": "कृपया यह जानकारी भरें।",
      "data-msg-choose": "कृपया सूची में से एक विकल्प चुनें।",
      "data-msg-email": "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
      "data-msg-invalid": "कृपया यहाँ सही जानकारी भरें।",
    });
  });

  it("empty, then malformed, then right: the message follows the field, and a right value is valid", async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const input = screen.getByRole<HTMLInputElement>("textbox");
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe("कृपया यह जानकारी भरें।");
    await user.type(input, "zoya");
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe("कृपया सही ईमेल पता लिखें, जैसे name@example.com।");
    await user.type(input, "@example.com");
    expect(input.checkValidity()).toBe(true);
    expect(input.validationMessage).toBe("");
  });

  it("a list asks for a choice; any other wrong value gets the general words", () => {
    render(
      <form>
        <select aria-label="list" required defaultValue="">
          <option value="">—</option>
          <option value="a">A</option>
        </select>
        <input aria-label="pin" pattern="\d{6}" defaultValue="12" />
      </form>,
    );
    const list = screen.getByLabelText<HTMLSelectElement>("list");
    const pin = screen.getByLabelText<HTMLInputElement>("pin");
    expect(list.checkValidity()).toBe(false);
    expect(list.validationMessage).toBe("कृपया सूची में से एक विकल्प चुनें।");
    expect(pin.checkValidity()).toBe(false);
    expect(pin.validationMessage).toBe("कृपया यहाँ सही जानकारी भरें।");
  });

  it("a message left from an earlier submit is cleared when a submit button is pressed", () => {
    render(<NewsletterForm />);
    const input = screen.getByRole<HTMLInputElement>("textbox");
    expect(input.checkValidity()).toBe(false);
    // The value set by a script, not typed: no input event cleared the message.
    input.value = "zoya@example.com";
    expect(input.validity.customError).toBe(true);
    screen.getByRole("button").addEventListener("click", (event) => event.preventDefault(), { once: true });
    screen.getByRole("button").click();
    expect(input.validity.valid).toBe(true);
  });
});
