import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContactForm } from "./contact-form.tsx";

/** Renders the form at `url`: the form reads `?subject=` from the page's address. */
function renderForm(url = "/contact-us") {
  window.history.replaceState(null, "", url);
  return render(<ContactForm />);
}

describe("ContactForm's fields", () => {
  it("labels every field, marks required ones natively and lists the six subjects after a prompt", () => {
    renderForm();
    expect(screen.getByLabelText(/Full name/)).toBeRequired();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone number/)).not.toBeRequired();
    const select = screen.getByLabelText(/Subject/);
    expect(select).toBeRequired();
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ["", "Select a subject"],
      ["test-booking", "Test Booking"],
      ["home-collection", "Home Collection"],
      ["reports", "Reports & Results"],
      ["billing", "Billing & Payment"],
      ["general", "General Inquiry"],
      ["complaint", "Complaint"],
    ]);
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
  });

  it("shows the required mark beside the required fields' labels only", () => {
    const { container } = renderForm();
    const marked = [...container.querySelectorAll("label")]
      .filter((label) => label.querySelector('[aria-hidden="true"]')?.textContent === "*")
      .map((label) => label.textContent);
    expect(marked).toEqual(["Full name*", "Email address*", "Subject*", "Message*"]);
  });

  it("gives each field its name, keyboard and autofill hints and its length limit", () => {
    renderForm();
    const attributes = (label: RegExp) => {
      const field = screen.getByLabelText(label);
      return ["name", "type", "autocomplete", "inputmode", "maxlength"].map((name) => field.getAttribute(name));
    };
    expect(attributes(/Full name/)).toEqual(["name", "text", "name", null, "120"]);
    expect(attributes(/Email address/)).toEqual(["email", "email", "email", null, "254"]);
    expect(attributes(/Phone number/)).toEqual(["phone", "tel", "tel", "tel", "25"]);
    expect(attributes(/Subject/)).toEqual(["subject", null, null, null, null]);
    expect(attributes(/^Message/)).toEqual(["message", null, null, null, "5000"]);
  });

  it("pre-selects ?subject= and ignores unknown values", () => {
    const { unmount } = renderForm("/contact-us?subject=billing");
    expect(screen.getByLabelText(/Subject/)).toHaveValue("billing");
    unmount();
    renderForm("/contact-us?subject=<script>");
    expect(screen.getByLabelText(/Subject/)).toHaveValue("");
  });
});
