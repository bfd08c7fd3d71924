import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, inputClass } from "./field.tsx";

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

  it("adds a caller's classes to the input's look (an override would be refused: cx.ts)", () => {
    expect(inputClass("sm:max-w-xs").split(" ")).toEqual(expect.arrayContaining(["sm:max-w-xs", "px-3", "min-h-11"]));
  });
});
