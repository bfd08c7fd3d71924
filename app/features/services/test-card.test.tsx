import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TestCardList, type ListedTest } from "./test-card.tsx";

// Two department tests as the page's build gives them (app/routes/subcategory-page.ts), written by hand.
const tests: ListedTest[] = [
  {
    id: "cbc",
    name: "Complete Blood Count (CBC)",
    price: 299,
    description: "Counts red cells, white cells and platelets.",
    sample: "Blood (EDTA tube)",
    href: "/test-details/1",
    facts: { reportTime: "6 hours", fastingHours: null, place: "Free home collection", atHome: true },
  },
  {
    id: "lipid-profile",
    name: "Lipid Profile",
    price: 450,
    description: "Cholesterol and triglycerides.",
    sample: "Blood (serum)",
    preparationTime: "12 hours fasting; plain water is allowed",
    href: "/test-details/2",
    facts: {
      reportTime: "24 hours",
      fastingHours: 12,
      fastingNote: "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.",
      place: "Free home collection",
      atHome: true,
    },
  },
];

describe("a department's common tests", () => {
  it("lead to each test's own page: the name and View details", () => {
    render(<TestCardList tests={tests} />);
    const cards = screen.getAllByTestId("subcategory-test");
    expect(cards).toHaveLength(2);
    const [cbc, lipid] = cards as [HTMLElement, HTMLElement];
    expect(within(cbc).getByRole("heading", { name: "Complete Blood Count (CBC)" }).querySelector("a")).toHaveAttribute(
      "href",
      "/test-details/1",
    );
    expect(within(cbc).getByRole("link", { name: "View details: Complete Blood Count (CBC)" })).toHaveAttribute("href", "/test-details/1");
    expect(within(lipid).getByRole("link", { name: "View details: Lipid Profile" })).toHaveAttribute("href", "/test-details/2");
  });

  it("says the fast's warning once, in the closed box above, naming only the test that fasts", () => {
    const { container } = render(<TestCardList tests={tests} />);
    const lines = container.querySelectorAll('[data-safety="fasting"]');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.closest("details")).not.toHaveAttribute("open");
    expect(lines[0]).toHaveTextContent("For Lipid Profile.");
    for (const card of screen.getAllByTestId("subcategory-test")) expect(card).not.toHaveTextContent("insulin");
  });
});
