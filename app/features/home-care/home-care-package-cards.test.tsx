import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { homeCarePackageViews } from "#app/domain/home-care-packages.ts";
import { HomeCarePackageCards } from "./home-care-package-cards.tsx";

describe("the home-care packages' warnings", () => {
  it("show the call-112 lines once above the cards and fold the whole boxes and the fast into one closed box", () => {
    const { container } = render(<HomeCarePackageCards packages={homeCarePackageViews} />);
    // The four packages' red flags, read by hand from their tests' facts (content/en/test-facts/): the LFT
    // of the senior check, the ECG of all four, the Holter of the cardiac package, the PFT of the respiratory one.
    const red = [...container.querySelectorAll('[data-safety="emergency"]')];
    expect(red.map((line) => line.textContent)).toEqual([
      "Vomiting blood or black stools? Call 112. For Senior Citizen Home Health Check.",
      "Chest pain now? Call 112. For every test and package below.",
      "Palpitations with chest pain, fainting or breathlessness? Call 112. For Cardiac Care at Home.",
      "Struggling to breathe? Call 112. For Respiratory Care at Home.",
    ]);
    for (const line of red) expect(line.closest("details")).toBeNull();
    // One box, closed: the fast's warning naming the three packages that fast, and each call-112 box whole.
    const boxes = container.querySelectorAll("details[data-before-you-book]");
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).not.toHaveAttribute("open");
    expect(boxes[0]!.querySelector('[data-safety="fasting"]')).toHaveTextContent(
      "For Senior Citizen Home Health Check, Cardiac Care at Home and Sleep Apnoea Home Study Package.",
    );
    expect(boxes[0]!.querySelectorAll('aside[aria-label="Emergency warning"]')).toHaveLength(4);
    expect(screen.getAllByRole("complementary", { name: "Emergency warning", hidden: true })).toHaveLength(4);
  });

  it("draw a highlighted card's edge inside its box, so it stands no further out of the grid than the others", () => {
    const [first, ...rest] = homeCarePackageViews;
    render(<HomeCarePackageCards packages={[{ ...first!, popular: true }, ...rest]} />);
    const highlighted = screen.getByRole("heading", { name: first!.title }).closest("li")!;
    // An outward ring (box-shadow) drew 2 px past the card; an outline set 2 px inside draws over its border.
    expect(highlighted.className).toMatch(/(^|\s)-outline-offset-2(\s|$)/);
    expect(highlighted.className).not.toMatch(/(^|\s)ring-/);
  });
});
