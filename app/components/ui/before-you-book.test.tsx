import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BeforeYouBook } from "./before-you-book.tsx";

// Written out by hand: the one-line warnings as content/en/safety.json and the notices' titles say them.
const INSULIN = "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.";
const CHEST_PAIN = "Chest pain now? Call 112.";

describe("Before you book", () => {
  it("shows each call-112 line, naming its items, and folds the fast's warning into one closed box", () => {
    const { container } = render(
      <BeforeYouBook
        items={[{ name: "Lipid Profile", fastingNote: INSULIN }, { name: "Resting ECG", alert: CHEST_PAIN }, { name: "Vitamin D" }]}
      />,
    );
    // The red flag is never folded away: it stands outside the box.
    const red = container.querySelector('[data-safety="emergency"]')!;
    expect(red).toHaveTextContent("Chest pain now? Call 112. For Resting ECG.");
    expect(red.closest("details")).toBeNull();
    // One box, closed, its summary saying what it holds.
    const boxes = container.querySelectorAll("details");
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).not.toHaveAttribute("open");
    expect(boxes[0]!.querySelector("summary")).toHaveTextContent("Before you book: fasting and diabetes medicines");
    // The warning names only the test that fasts: Vitamin D and the ECG need no fast.
    const fasting = within(boxes[0]!).getByText(INSULIN).closest("[data-safety]");
    expect(fasting).toHaveAttribute("data-safety", "fasting");
    expect(fasting).toHaveTextContent(`${INSULIN} For Lipid Profile.`);
    expect(fasting).not.toHaveTextContent("every");
  });

  it("says 'every' only when every item fasts, and holds a section's further topics", () => {
    const { container } = render(
      <BeforeYouBook
        items={[
          { name: "Basic Health Checkup", fastingNote: INSULIN },
          { name: "Total Care Checkup", fastingNote: INSULIN },
        ]}
        more={[{ topic: "when to call 112, in full", content: <p>The whole box</p> }]}
      />,
    );
    const box = container.querySelector("details")!;
    expect(box.querySelector("summary")).toHaveTextContent("Before you book: fasting and diabetes medicines, when to call 112, in full");
    expect(box.querySelector('[data-safety="fasting"]')).toHaveTextContent(`${INSULIN} For every test and package below.`);
    expect(within(box).getByText("The whole box")).toBeInTheDocument();
    expect(container.querySelector('[data-safety="emergency"]')).toBeNull();
  });

  it("shows nothing when no item fasts or must not be booked for an emergency", () => {
    const { container } = render(<BeforeYouBook items={[{ name: "Vitamin D" }, { name: "Vitamin B12" }]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Before you book/)).toBeNull();
  });
});
