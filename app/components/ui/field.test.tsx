import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, inputClass } from "./field";

describe("Field", () => {
  it("labels its control and ties the hint and the error to it", () => {
    render(
      <Field label="Phone" hint="Ten digits" error="Enter a valid phone number">
        {(control) => <input {...control} className={inputClass()} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAccessibleDescription("Ten digits Enter a valid phone number");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("marks nothing invalid and describes nothing without a hint or an error", () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("lets a caller override the input's padding", () => {
    expect(inputClass("px-4").split(" ")).toContain("px-4");
    expect(inputClass("px-4").split(" ")).not.toContain("px-3");
  });
});
