import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeverAdvice } from "./fever-advice.tsx";

// A fixture shaped like content/en/safety.json's feverAdvice, written by hand.
const advice = {
  title: "Fever: when to get help straight away",
  callIf: "Call 112 or go to the nearest emergency department if:",
  signs: ["a baby under 3 months has a temperature of 38 °C or more", "a child has a fit", "anyone has bleeding from the gums"],
  whileYouWait: "While you wait for results, use paracetamol only for fever. Do not use ibuprofen or aspirin. Drink plenty of fluids.",
};

describe("the fever advice above a department's tests", () => {
  it("says when to call 112 as four points, the rest of the advice behind 'more'", () => {
    render(<FeverAdvice advice={advice} />);
    const box = screen.getByRole("complementary", { name: "Safety advice" });
    expect(within(box).getByText("Call 112 or go to the nearest emergency department if:")).toBeVisible();
    const points = within(box)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(points).toEqual([
      "a baby under 3 months has a temperature of 38 °C or more",
      "a child has a fit",
      "anyone has bleeding from the gums",
      "While you wait for results, use paracetamol only for fever.",
    ]);
    const more = box.querySelector("details")!;
    expect(more).not.toHaveAttribute("open");
    expect(more.querySelector("summary")).toHaveTextContent("More on fever care while you wait");
    expect(more).toHaveTextContent("Do not use ibuprofen or aspirin. Drink plenty of fluids.");
  });

  it("has no 'more' when the advice while waiting is one sentence", () => {
    const { container } = render(<FeverAdvice advice={{ ...advice, whileYouWait: "Use paracetamol only for fever." }} />);
    expect(container.querySelector("details")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
  });
});
