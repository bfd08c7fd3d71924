import { render, screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { paragraphsOf } from "#content/paragraphs.ts";
import { ArticlePreview, previewFacts, TestCardPreview } from "./preview-cards.tsx";
import { entryData, previewTemplates } from "./previews.tsx";

describe("entryData", () => {
  it("reads Sveltia's Immutable-style entry and a plain one", () => {
    const data = { name: "CBC" };
    expect(entryData({ get: (key) => (key === "data" ? { toJS: () => data } : undefined) })).toEqual(data);
    expect(entryData({ data })).toEqual(data);
    expect(entryData(undefined)).toEqual({});
  });
});

describe("previewFacts", () => {
  it("derives a card's facts from the test facts the entry names, as the site does", () => {
    // Lipid profile: a 12-hour fast, reported in 24 hours, a home sample (content/en/test-facts/lipid-profile.json).
    expect(previewFacts({ test: "lipid-profile", name: "Lipid Profile", price: 450 })).toMatchObject({
      reportTime: "24 hours",
      fastingHours: 12,
      atHome: true,
    });
    // A department test is named by its own id: the CBC needs no fast and is reported in 6 hours.
    expect(previewFacts({ id: "cbc", name: "CBC" })).toMatchObject({ reportTime: "6 hours", fastingHours: null, atHome: true });
    // A package's longest fast and slowest report, from every line.
    expect(
      previewFacts({
        contents: [{ tests: ["cbc"] }, { panel: "Sugar", tests: ["fasting-blood-sugar", "hba1c"] }, { tests: ["lipid-profile"] }],
      }),
    ).toMatchObject({
      reportTime: "24 hours",
      fastingHours: 12,
    });
  });

  it("says nothing it cannot know: no test named, or one the facts do not have yet", () => {
    expect(previewFacts({})).toBeUndefined();
    expect(previewFacts({ test: "not-a-test" })).toBeUndefined();
  });
});

describe("the previews", () => {
  it("draws a test as the site's card, with its name and price", () => {
    render(<TestCardPreview data={{ name: "Lipid Profile", price: 450, test: "lipid-profile" }} />);
    expect(screen.getByRole("heading", { name: "Lipid Profile" })).toBeInTheDocument();
    expect(screen.getByText("₹450")).toBeInTheDocument();
    expect(screen.getByText(/12 hours/)).toBeInTheDocument();
  });

  it("draws an article's title, author, date and paragraphs", () => {
    render(<ArticlePreview data={{ title: "Fasting", author: "Dr. A", date: "2026-11-02", body: "One line\nwraps.\n\nTwo." }} />);
    expect(screen.getByRole("heading", { name: "Fasting" })).toBeInTheDocument();
    expect(screen.getByText("Dr. A")).toBeInTheDocument();
    expect(screen.getByText("One line wraps.")).toBeInTheDocument();
    expect(screen.getByText("Two.")).toBeInTheDocument();
    expect(paragraphsOf("\n\n")).toEqual([]);
  });

  it("says what is missing instead of a card that would claim no fasting", () => {
    render(<TestCardPreview data={{ name: "New test", price: 300 }} />);
    expect(screen.getByText(/Choose the test's facts/)).toBeInTheDocument();
    expect(screen.queryByText(/No fasting/)).not.toBeInTheDocument();
  });

  it("fills an article's placeholders as the site will, and shows an unknown one as written", () => {
    render(<ArticlePreview data={{ title: "Fast", body: "Fast for {{fasting lipid-profile}}.\n\nAsk about {{fastng cbc}}." }} />);
    expect(screen.getByText("Fast for 12 hours.")).toBeInTheDocument();
    expect(screen.getByText("Ask about {{fastng cbc}}.")).toBeInTheDocument();
  });

  it("mounts the site's component with the site's React into the node the editor's template renders", async () => {
    const template = previewTemplates.article!;
    const element = template({ entry: { data: { title: "Mounted", body: "Text." } } }) as {
      props: { ref: (node: HTMLElement | null) => void };
    };
    const node = document.createElement("div");
    document.body.append(node);
    act(() => element.props.ref(node));
    await waitFor(() => expect(node.querySelector("h1")?.textContent).toBe("Mounted"));
    // A change of the entry renders again into the same node.
    act(() => (template({ entry: { data: { title: "Changed", body: "" } } }) as typeof element).props.ref(node));
    await waitFor(() => expect(node.querySelector("h1")?.textContent).toBe("Changed"));
    element.props.ref(null);
  });
});
