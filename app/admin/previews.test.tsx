import { act } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { ArticlePreview, entryData, paragraphsOf, previewFacts, previewTemplates, TestCardPreview } from "./previews";

describe("entryData", () => {
  it("reads Sveltia's Immutable-style entry and a plain one", () => {
    const data = { name: "CBC" };
    expect(entryData({ get: (key) => (key === "data" ? { toJS: () => data } : undefined) })).toEqual(data);
    expect(entryData({ data })).toEqual(data);
    expect(entryData(undefined)).toEqual({});
  });
});

describe("previewFacts", () => {
  it("derives a test's facts as the site does when the entry has them", () => {
    const facts = previewFacts({ reportTime: "Same day", fastingHours: 10, collection: "home-sample", sample: "Blood", discipline: "biochemistry" });
    expect(facts).toMatchObject({ reportTime: "Same day", fastingHours: 10, atHome: true });
  });

  it("shows what a half-filled entry has", () => {
    expect(previewFacts({})).toEqual({ fastingHours: null, place: "", atHome: false });
  });
});

describe("the previews", () => {
  it("draws a test as the site's card, with its name and price", () => {
    render(<TestCardPreview data={{ name: "Lipid Profile", price: 450, reportTime: "Same day", collection: "centre" }} />);
    expect(screen.getByRole("heading", { name: "Lipid Profile" })).toBeInTheDocument();
    expect(screen.getByText("₹450")).toBeInTheDocument();
  });

  it("draws an article's title, author, date and paragraphs", () => {
    render(<ArticlePreview data={{ title: "Fasting", author: "Dr. A", date: "2026-11-02", body: "One line\nwraps.\n\nTwo." }} />);
    expect(screen.getByRole("heading", { name: "Fasting" })).toBeInTheDocument();
    expect(screen.getByText("Dr. A")).toBeInTheDocument();
    expect(screen.getByText("One line wraps.")).toBeInTheDocument();
    expect(screen.getByText("Two.")).toBeInTheDocument();
    expect(paragraphsOf("\n\n")).toEqual([]);
  });

  it("mounts the site's component with the site's React into the node the editor's template renders", async () => {
    const template = previewTemplates.article!;
    const element = template({ entry: { data: { title: "Mounted", body: "Text." } } }) as { props: { ref: (node: HTMLElement | null) => void } };
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
