import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AddToPackageButton } from "#app/components/ui/add-to-package-button.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { catalogue, type PackageItem, type TestItem } from "#app/domain/catalogue.ts";
import { relatedItems } from "#app/domain/related-items.ts";
import { medicalNote } from "#content/medical-note.ts";
import { insulinAdviceShort } from "#content/safety-advice.ts";
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

  it("has no empty section of uses for a test without any (one added from the price list)", () => {
    at(`/test-details/${test.id}`, testPage({ ...test, specializations: [] }));
    expect(screen.getByRole("heading", { level: 2, name: "Before the test" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Why it's done" })).toBeNull();
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

  it("shows what the test includes, its preparation, price and a chat booking link", () => {
    // A price of its own, so the expected text is written here, in Indian digit grouping.
    at(`/test-details/${test.id}?from=home`, testPage({ ...test, price: 125_000 }));
    expect(screen.getByRole("heading", { level: 1, name: test.name })).toBeInTheDocument();
    const facts = { "Sample Type": test.sample, "Report Time": test.reportTime };
    for (const [term, value] of Object.entries(facts)) {
      expect(screen.getByText(term).nextElementSibling, term).toHaveTextContent(value);
    }
    expect(test.includes.length).toBeGreaterThan(1);
    const result = screen.getByRole("region", { name: "Getting your result" });
    for (const line of test.includes) expect(result).toHaveTextContent(line);
    expect(test.beforeTest.length).toBeGreaterThan(0);
    for (const step of test.beforeTest) expect(screen.getByRole("region", { name: "Before the test" })).toHaveTextContent(step);
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

  it("answers in the order a patient asks, with no internal tiles and no one-item accordion (Lipid profile)", () => {
    const lipid = testOf(2);
    at("/test-details/2", <TestDetailsPage test={lipid} related={relatedItems(lipid, catalogue)} />);
    const sections = [...document.querySelectorAll("h2:not(.sr-only)")].map((h) => h.textContent);
    expect(sections.slice(0, 4)).toEqual(["Why it's done", "How the sample is taken", "Before the test", "Getting your result"]);
    expect(sections.slice(4)).toEqual(["Packages that include this test", "Related tests"]);
    // "Why it's done" is open: its reasons are on the page, not behind a toggle.
    const why = screen.getByRole("region", { name: "Why it's done" });
    expect([...why.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Heart and stroke risk",
      "Cholesterol monitoring",
      "Statin therapy follow-up",
    ]);
    expect(document.querySelectorAll("details")).toHaveLength(0);
    for (const tile of ["Category", "Specialty", "Parameters", "Cardiology"]) expect(screen.queryByText(tile), tile).toBeNull();
    // A 12-hour fast: the sample in the morning, at its end.
    expect([...screen.getByRole("region", { name: "How the sample is taken" }).querySelectorAll("li")].map((li) => li.textContent)).toEqual(
      [
        "A trained phlebotomist takes a small sample of blood, usually from a vein in your arm; it takes a few minutes.",
        "The sample is usually taken in the morning, at the end of your fast.",
      ],
    );
    expect(screen.getByRole("region", { name: "Getting your result" })).toHaveTextContent(
      /^Getting your resultReport time: 24 hours, the usual latest; .* The report reaches you by email and on chat, as a secure PDF link\.The report gives 8 results:/,
    );
    const packages = within(screen.getByRole("region", { name: "Packages that include this test" })).getAllByRole("link");
    expect(packages.length).toBeGreaterThan(0);
    for (const link of packages) expect(link.getAttribute("href")).toMatch(/^\/package-details\/\d+$/);
  });

  it('says "Also called" straight under the title, in clean casing, the names the title already says left out', () => {
    at("/test-details/1079", testPage(testOf(1079)));
    const title = screen.getByRole("heading", { level: 1 });
    expect(title.nextElementSibling).toHaveTextContent(/^Also called: S\. Creatinine, Sr\. Creatinine$/);
    document.body.innerHTML = "";
    at("/test-details/1301", testPage(testOf(1301)));
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toHaveTextContent(
      /^Also called: B-HCG, Sr\. Beta HCG, Serum hCG, Pregnancy blood test$/,
    );
  });

  it("tells a urine test how to give a midstream sample and nothing about blood-pressure medicines (Urine ketones)", () => {
    at("/test-details/1220", testPage(testOf(1220)));
    const how = screen.getByRole("region", { name: "How the sample is taken" });
    expect(how).toHaveTextContent(/^How the sample is takenYou give the urine sample yourself, in the container we provide\./);
    expect(how).toHaveTextContent(/pass the first part of the urine into the toilet, catch the middle part in the container/);
    const before = screen.getByRole("region", { name: "Before the test" });
    expect(before).toHaveTextContent(/^Before the testNo fasting needed\.If you have your period, tell us/);
    expect(before).not.toHaveTextContent(/blood pressure|medicines|midstream/);
    // One result: no list of one under the report.
    expect(screen.getByRole("region", { name: "Getting your result" })).not.toHaveTextContent("Ketone bodies");
  });

  it("keeps the medicines rule on a blood test that needs no fast (Serum creatinine)", () => {
    at("/test-details/1079", testPage(testOf(1079)));
    expect(screen.getByRole("region", { name: "Before the test" })).toHaveTextContent(
      /^Before the testNo fasting needed\. Keep taking your usual medicines \(for example for blood pressure/,
    );
    expect(screen.getByRole("region", { name: "How the sample is taken" })).toHaveTextContent(
      /The sample can be given at any time of day\.$/,
    );
  });

  it("leads with the decision: price, fasting, report time, sample, where, Book Now and Add to Package, before the rest", () => {
    at(`/test-details/${test.id}`, testPage({ ...test, price: 1_499 }));
    const card = screen.getByRole("complementary", { name: "Price and booking" });
    const terms = [...card.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(terms).toEqual(["Fasting", "Report Time", "Sample Type", "Where"]);
    expect(card).toHaveTextContent("₹1,499");
    const book = screen.getByRole("link", { name: /Book Now/ });
    const add = screen.getByRole("button", { name: new RegExp(`Add to My tests\\s*: ${test.name.replace(/[()]/g, "\\$&")}`) });
    expect(card).toContainElement(book);
    expect(card).toContainElement(add);
    // In the page's order (a phone's), the card comes before the description and the other facts.
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(screen.getByRole("heading", { level: 1 }), card)).toBe(true);
    expect(follows(card, screen.getByText(test.description))).toBe(true);
    expect(follows(card, screen.getByRole("heading", { name: "Before the test" }))).toBe(true);
  });

  it("says no fasting, or the hours with the one-line medicine warning", () => {
    const fasting = catalogue.find((item): item is TestItem => item.type === "test" && item.fastingHours !== null)!;
    const none = catalogue.find((item): item is TestItem => item.type === "test" && item.fastingHours === null)!;
    at(`/test-details/${fasting.id}`, testPage(fasting));
    const fact = screen.getByText("Fasting").nextElementSibling!;
    expect(fact).toHaveTextContent(`${fasting.fastingHours} hours`);
    // The warning is a full-width line right under the label/value grid, not a cell of it.
    const grid = fact.closest("dl")!;
    expect(grid).not.toHaveTextContent(insulinAdviceShort);
    expect(grid.nextElementSibling?.tagName).toBe("P");
    expect(grid.nextElementSibling).toHaveTextContent(insulinAdviceShort);
    document.body.innerHTML = "";
    at(`/test-details/${none.id}`, testPage(none));
    expect(screen.getByText("Fasting").nextElementSibling).toHaveTextContent(/^No fasting needed$/);
  });

  it("lists what the report gives one to a line, with no icon repeated on every line", () => {
    const includes = ["Total cholesterol", "HDL cholesterol", "LDL cholesterol", "Triglycerides"];
    at(`/test-details/${test.id}`, testPage({ ...test, includes }));
    const lines = screen.getByRole("region", { name: "Getting your result" }).querySelectorAll("li");
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
      [1102, ["Pain, bleeding or fainting in early pregnancy? Call 112."]],
      [1301, ["Pain, bleeding or fainting in early pregnancy? Call 112."]],
    ];
    expect(pages).toHaveLength(7);
    for (const [id, titles] of pages) expect(boxes(id), String(id)).toEqual(titles);
  });

  it("gives a test of early pregnancy the red flags of an ectopic pregnancy, not those of late pregnancy (Beta hCG)", () => {
    at("/test-details/1301", testPage(testOf(1301)));
    const box = screen.getByRole("complementary", { name: "Emergency warning" });
    for (const flag of [
      /belly pain on one side or severe belly pain/,
      /tip of the shoulder/,
      /heavy bleeding/,
      /fainting or feeling very dizzy/,
    ])
      expect(box).toHaveTextContent(flag);
    expect(box).toHaveTextContent(/ectopic pregnancy .* call 112 or go to the nearest emergency department/);
    expect(box).not.toHaveTextContent(/labour ward|baby moving/);
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
  it("counts the parameters and shows one closed group each, saying in one line what it holds", () => {
    // Contents of its own, so every expected line is written here: a group shows its stated count (a
    // CBC's lines summarise 24) or its number of lines; single tests gather under "Individual Tests".
    const includes: PackageItem["includes"] = [
      { panel: "Blood Count", tests: ["Haemoglobin", "Platelet count"], count: 24 },
      "Fasting blood sugar",
      { panel: "Lipids", tests: ["Total cholesterol", "HDL cholesterol", "LDL cholesterol", "Triglycerides"] },
      "TSH",
      "Vitamin B12",
    ];
    const fixture: PackageItem = { ...somePackage, includes, parameterCount: 31 };
    at(`/package-details/${fixture.id}?from=packages`, packagePage(fixture));
    expect(screen.getByRole("heading", { level: 1, name: fixture.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
    expect(screen.getByText("31 Parameters Included")).toBeInTheDocument();
    const details = document.querySelectorAll("details");
    expect(details).toHaveLength(3);
    expect([...details].map((d) => d.querySelector("summary")?.textContent)).toEqual([
      "Blood Count24 parameters: Haemoglobin, Platelet count, …",
      "Lipids4 parameters: Total cholesterol, HDL cholesterol, LDL cholesterol, …",
      "Individual Tests3 parameters: Fasting blood sugar, TSH, Vitamin B12",
    ]);
    expect([...details].filter((d) => d.hasAttribute("open"))).toEqual([]);
    expect(new Set([...details].map((d) => d.getAttribute("name"))).size).toBe(1);
    // A plain line for each test: the same icon on every line said nothing.
    expect([...details[1]!.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Total cholesterol",
      "HDL cholesterol",
      "LDL cholesterol",
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
