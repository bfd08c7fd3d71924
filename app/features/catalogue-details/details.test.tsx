import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { catalogue, type PackageItem, type TestItem } from "#app/domain/catalogue.ts";
import { catalogueCategoryLabels } from "#content/catalogue-categories.ts";
import { medicalNote } from "#content/medical-note.ts";
import { insulinAdviceShort } from "#content/safety-advice.ts";
import { AddToPackageButton } from "#app/components/ui/add-to-package-button.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { DetailsBackLink } from "./details-back-link.tsx";
import { PackageDetailsNotFound, PackageDetailsPage } from "./package-details-page.tsx";
import { TestDetailsNotFound, TestDetailsPage } from "./test-details-page.tsx";

/** Renders the page at the URL (its `?from=` decides the back link). */
const at = (url: string, ui: React.ReactNode) => {
  window.history.replaceState(null, "", url);
  return render(ui);
};

// The pages with their islands where app/routes/test-details.astro and package-details.astro put them.
const testPage = (item: TestItem) => (
  <TestDetailsPage
    test={item}
    backLink={<DetailsBackLink kind="test" />}
    addToPackage={<AddToPackageButton itemId={String(item.id)} name={item.name} size="md" />}
  />
);
const packagePage = (item: PackageItem) => (
  <PackageDetailsPage
    pkg={item}
    backLink={<DetailsBackLink kind="package" />}
    addToPackage={<AddToPackageButton itemId={String(item.id)} name={item.name} size="md" />}
  />
);

// Expected values come from the content, so a price or wording change in content/ does not break these.
const test = catalogue.find((item): item is TestItem => item.type === "test" && !!item.popular && (item.aliases?.length ?? 0) > 0)!;
const testOf = (id: number) => catalogue.find((item): item is TestItem => item.type === "test" && item.id === id)!;
const somePackage = catalogue.find((item): item is PackageItem => item.type === "package")!;

describe("test details", () => {
  it('marks the English words of a test not yet translated lang="en": its name, description, sample and parameters', () => {
    const { container } = at(`/hi/test-details/${test.id}`, testPage({ ...test, untranslated: true, factsUntranslated: true }));
    expect(screen.getByRole("heading", { level: 1, name: test.name })).toHaveAttribute("lang", "en");
    const marked = [...container.querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(marked).toEqual([test.name, test.sample, test.description, test.includes.join("")]);
  });

  it("has no empty panel of uses for a test without any (one added from the price list)", () => {
    at(`/test-details/${test.id}`, testPage({ ...test, specializations: [] }));
    expect(screen.getByRole("heading", { name: `What's Included (${test.includes.length})` })).toBeInTheDocument();
    expect(screen.queryByText("Recommended For")).toBeNull();
  });

  it("marks nothing English on a translated test", () => {
    const { container } = at(`/test-details/${test.id}`, testPage(test));
    expect(container.querySelectorAll("[lang]")).toHaveLength(0);
  });

  it('its card, on every list, marks an untranslated name lang="en"', () => {
    const card = (untranslated: boolean) =>
      render(
        <ItemCard name={test.name} untranslated={untranslated} href={`/test-details/${test.id}`} price={test.price} facts={test.facts} />,
      );
    const marked = card(true);
    expect(marked.getByRole("heading", { level: 3, name: test.name })).toHaveAttribute("lang", "en");
    expect([...marked.container.querySelectorAll('[lang="en"]')].map((element) => element.textContent)).toEqual([test.name, test.name]);
    expect(card(false).container.querySelectorAll("[lang]")).toHaveLength(0);
  });

  it("shows the test's facts, what it includes, its preparation, price and a chat booking link", () => {
    // A price of its own, so the expected text is written here, in Indian digit grouping.
    at(`/test-details/${test.id}?from=home`, testPage({ ...test, price: 125_000 }));
    expect(screen.getByRole("heading", { level: 1, name: test.name })).toBeInTheDocument();
    const facts = { "Sample Type": test.sample, "Report Time": test.reportTime, Category: catalogueCategoryLabels[test.category] };
    for (const [term, value] of Object.entries(facts)) {
      expect(screen.getByText(term).nextElementSibling, term).toHaveTextContent(value);
    }
    expect(screen.getByRole("heading", { name: `What's Included (${test.includes.length})` })).toBeInTheDocument();
    expect(test.preparation.length).toBeGreaterThan(0);
    for (const step of test.preparation) expect(screen.getByRole("region", { name: "Preparation Instructions" })).toHaveTextContent(step);
    const aliases = screen.getByRole("region", { name: "Also known as" });
    expect(test.aliases?.length).toBeGreaterThan(0);
    for (const alias of test.aliases ?? []) expect(aliases).toHaveTextContent(alias);
    expect(screen.getAllByText("₹1,25,000").length).toBeGreaterThan(0);
    expect(screen.getByText("Common test")).toBeInTheDocument();
    expect(screen.getByText(medicalNote)).toBeInTheDocument();
    expect(screen.getByTestId("medical-review")).toHaveTextContent(
      /^Medically reviewed by an? [a-z ]+, .+, on \d{1,2} \w+ \d{4}\. Next review due by \d{1,2} \w+ \d{4}\.$/,
    );
    const book = screen.getByRole("link", { name: /Book Now/ });
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leads with the decision: price, fasting, report time, sample, where, Book Now and Add to Package, before the rest", () => {
    at(`/test-details/${test.id}`, testPage({ ...test, price: 1_499 }));
    const card = screen.getByRole("complementary", { name: "Price and booking" });
    const terms = [...card.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["Fasting", "Report Time", "Sample Type", "Where"]);
    expect(card).toHaveTextContent("₹1,499");
    const book = screen.getByRole("link", { name: /Book Now/ });
    const add = screen.getByRole("button", { name: new RegExp(`Add to Package\\s*: ${test.name.replace(/[()]/g, "\\$&")}`) });
    expect(card).toContainElement(book);
    expect(card).toContainElement(add);
    // In the page's order (a phone's), the card comes before the description and the other facts.
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(screen.getByRole("heading", { level: 1 }), card)).toBe(true);
    expect(follows(card, screen.getByText(test.description))).toBe(true);
    expect(follows(card, screen.getByText("Category"))).toBe(true);
  });

  it("says no fasting, or the hours with the one-line medicine warning", () => {
    const fasting = catalogue.find((item): item is TestItem => item.type === "test" && item.fastingHours !== null)!;
    const none = catalogue.find((item): item is TestItem => item.type === "test" && item.fastingHours === null)!;
    at(`/test-details/${fasting.id}`, testPage(fasting));
    const fact = screen.getByText("Fasting").nextElementSibling!;
    expect(fact).toHaveTextContent(`${fasting.fastingHours} hours`);
    // The warning is the fact's second <dd>, across the card.
    expect(fact.nextElementSibling).toHaveTextContent(insulinAdviceShort);
    expect(fact.nextElementSibling?.tagName).toBe("DD");
    document.body.innerHTML = "";
    at(`/test-details/${none.id}`, testPage(none));
    expect(screen.getByText("Fasting").nextElementSibling).toHaveTextContent(/^No fasting needed$/);
  });

  it("lists what the test includes one to a line, with no icon repeated on every line", () => {
    const includes = ["Total cholesterol", "HDL cholesterol", "LDL cholesterol", "Triglycerides"];
    at(`/test-details/${test.id}`, testPage({ ...test, includes }));
    const lines = screen.getByRole("heading", { name: "What's Included (4)" }).closest("details")!.querySelectorAll("li");
    expect([...lines].map((li) => li.textContent)).toEqual(includes);
    expect([...lines].filter((li) => li.querySelector("svg"))).toEqual([]);
  });

  it("goes back to the home search when opened from home", () => {
    at(`/test-details/${test.id}?from=home`, testPage(test));
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#search");
  });

  it("puts the call-112 box on Cardiac Enzymes and the ECG, and none on the lipid profile", () => {
    at("/test-details/12", testPage(testOf(12)));
    expect(screen.getByRole("complementary", { name: "Emergency warning" })).toHaveTextContent(/call 112/i);
    at("/test-details/4", testPage(testOf(4)));
    expect(screen.getAllByRole("complementary", { name: "Emergency warning" })).toHaveLength(2);
    at("/test-details/2", testPage(testOf(2)));
    expect(screen.getAllByRole("complementary", { name: "Emergency warning" })).toHaveLength(2);
  });

  it("puts the red-flag box of each acute reason on its test's page (docs/content-review.md, rule 21)", () => {
    const boxes = (id: number) =>
      within(at(`/test-details/${id}`, testPage(testOf(id))).container)
        .getAllByRole("complementary", { name: "Emergency warning" })
        .map((box) => box.querySelector("h2, h3, p")?.textContent);
    const pages: [number, string[]][] = [
      [1220, ["High sugar with vomiting or drowsiness? Call 112."]],
      [1232, ["A yellow newborn baby? Get help now."]],
      [1243, ["On lithium and vomiting, shaky or confused? Call 112."]],
      [1223, ["Struggling to breathe? Call 112.", "Chest pain now? Call 112.", "A swollen, painful leg? See a doctor today."]],
      [1321, ["Vomiting blood or black stools? Call 112.", "Severe belly pain? Call 112."]],
      [1102, ["Bleeding, severe pain or your baby moving less? Call 112."]],
    ];
    expect(pages).toHaveLength(6);
    for (const [id, titles] of pages) expect(boxes(id), String(id)).toEqual(titles);
  });

  it("states the accreditation on a laboratory test and not on an ECG", () => {
    at("/test-details/4", testPage(testOf(4)));
    expect(screen.getByRole("complementary", { name: "Price and booking" })).not.toHaveTextContent(/NABL/);
    at("/test-details/1", testPage(testOf(1)));
    expect(screen.getAllByRole("complementary", { name: "Price and booking" })[1]).toHaveTextContent(/NABL-accredited/);
  });

  it("has a not-found state that goes back where the visitor came from", () => {
    at("/test-details/999?from=find-test", <TestDetailsNotFound back={<DetailsBackLink kind="test" look="button" />} />);
    expect(screen.getByRole("heading", { level: 1, name: "Test Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The test you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");
  });
});

describe("package details", () => {
  it("counts the parameters and shows one panel per group, the first open, one open at a time", () => {
    // Contents of its own, so every expected heading is written here: a panel shows its stated count
    // (a CBC's lines summarise 24) or its number of lines; single tests gather under "Individual Tests".
    const includes: PackageItem["includes"] = [
      { panel: "Blood Count", tests: ["Haemoglobin", "Platelet count"], count: 24 },
      "Fasting blood sugar",
      { panel: "Lipids", tests: ["Total cholesterol", "HDL cholesterol", "Triglycerides"] },
      "TSH",
      "Vitamin B12",
    ];
    const fixture: PackageItem = { ...somePackage, includes, parameterCount: 30 };
    at(`/package-details/${fixture.id}?from=packages`, packagePage(fixture));
    expect(screen.getByRole("heading", { level: 1, name: fixture.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
    expect(screen.getByText("30 Parameters Included")).toBeInTheDocument();
    for (const heading of ["Blood Count (24)", "Lipids (3)", "Individual Tests (3)"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    const details = document.querySelectorAll("details");
    expect(details).toHaveLength(3);
    expect(new Set([...details].map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(details[0]).toHaveAttribute("open");
    // A plain line for each test: the same icon on every line said nothing.
    expect([...details[1]!.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Total cholesterol",
      "HDL cholesterol",
      "Triglycerides",
    ]);
    expect(document.querySelectorAll("details li svg")).toHaveLength(0);
  });

  it("home origin goes back to /#packages", () => {
    at(`/package-details/${somePackage.id}?from=home`, packagePage(somePackage));
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#packages");
  });

  it("has a not-found state", () => {
    at("/package-details/1", <PackageDetailsNotFound back={<DetailsBackLink kind="package" look="button" />} />);
    expect(screen.getByRole("heading", { level: 1, name: "Package Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The health package you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");
  });
});
