import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeSearchFetch } from "#app/domain/site-search-parts.fake.ts";
import {
  catalogueList,
  findTestData as data,
  installFakeSearchFetch,
  renderFindTestAt as renderAt,
  search,
} from "#app/testing/find-test-island.tsx";
import { FindTestPage } from "./find-test-page.tsx";

// The results of /find-test (docs/behaviour.md, "Find a test"): their warnings, the index's parts they
// come from, and the cards while someone types; the search box and its URL are find-test-page.test.tsx.
// The search index's parts come from the build's files through a stand-in fetch.
const searchFetch = installFakeSearchFetch();

describe("find-test's default list", () => {
  it("starts with what patients book (content/en/find-test.json), then the rest by name, 12 a page", () => {
    renderAt("/find-test");
    const names = within(screen.getByRole("list", { name: "Tests and health packages" }))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      "Complete Blood Count (CBC)",
      "Thyroid Function Test",
      "HbA1c",
      "Vitamin D (25-OH)",
      "Lipid Profile",
      "Liver function test (LFT)",
      "Kidney function test (KFT)",
      "Vitamin B12",
      "Urine Routine & Microscopy",
      "17-OH Progesterone",
      "24-hour ambulatory BP monitoring",
      "24-hour Holter monitoring",
    ]);
    expect(screen.getByText(`Showing 1 to 12 of ${catalogueList.length} items`)).toBeInTheDocument();
    expect(screen.getByLabelText("Items per page")).toHaveDisplayValue("12");
    expect([...screen.getByLabelText<HTMLSelectElement>("Items per page").options].map((option) => option.value)).toEqual([
      "12",
      "24",
      "48",
    ]);
  });
});

describe("find-test results' warnings", () => {
  // Written out by hand from docs/content-review.md (ECG, ECG at home, TMT and cardiac enzymes carry the
  // chest-pain box, so does every package that holds them; Holter the palpitations box, LFT the box for
  // vomiting blood) and the default order (content/en/find-test.json's tests first, then the rest by
  // name): each said once above the cards shown, naming them.
  const lines = () => [...document.querySelectorAll("[data-list-notices] [data-safety]")].map((el) => el.textContent);
  const INSULIN = "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.";

  it("says each warning once, for the cards shown, and follows the results as they are paged and filtered", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt("/find-test");
    expect(lines()).toEqual([
      "Vomiting blood or black stools? Call 112. For Liver function test (LFT).",
      "Palpitations with chest pain, fainting or breathlessness? Call 112. For 24-hour Holter monitoring.",
      `${INSULIN} For Lipid Profile.`,
    ]);
    expect(screen.getByRole("list", { name: "Tests and health packages" })).not.toHaveTextContent(/insulin|Call 112/);
    // The call-112 lines are shut behind one line that says what to do, open on a tap (decision 057).
    const emergency = screen.getByText("Emergency? Call 112.").closest("details")!;
    expect(emergency).not.toHaveAttribute("open");
    expect(within(emergency).getAllByText(/Call 112\./)).toHaveLength(3);
    await user.click(screen.getByText("Which tests"));
    expect(emergency).toHaveAttribute("open");

    await user.click(screen.getAllByRole("button", { name: "Page 2" })[0]!);
    // Page 2 fetches the index and the cards it shows; then the warnings follow them.
    await waitFor(() => expect(screen.getByRole("list", { name: "Tests and health packages" })).not.toHaveAttribute("aria-busy", "true"));
    await waitFor(() =>
      expect(lines()).toEqual([
        "Palpitations with chest pain, fainting or breathlessness? Call 112. For 48-hour Holter monitoring and 72-hour Holter monitoring.",
        "Swelling of the lips, tongue or throat, or trouble breathing? Call 112. For Allergy Comprehensive Package, Allergy Food Comprehensive Package, Allergy Pediatric Package and Allergy Respiratory Package.",
      ]),
    );

    await user.selectOptions(screen.getByLabelText("Specialty"), "cardiology");
    await waitFor(() =>
      expect(lines()).toEqual([
        "Chest pain now? Call 112. For Resting ECG, Cardiac Enzymes and ECG at home.",
        "Palpitations with chest pain, fainting or breathlessness? Call 112. For 24-hour Holter monitoring, 48-hour Holter monitoring and 72-hour Holter monitoring.",
        `${INSULIN} For Lipid Profile and Homocysteine.`,
      ]),
    );

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "bp monitoring");
    expect(lines()).toEqual([]);
  });
});

/** Fetches the index's parts as the build writes them, holding those whose names start with `prefix` until `release()`. */
function holdParts(prefix: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", fakeSearchFetch({ hold: (name) => (name.startsWith(prefix) ? held : undefined) }).fetch);
  return () => release();
}

describe("find-test index parts", () => {
  it("shows the pre-rendered first page without fetching, and fetches the index on first focus", async () => {
    window.history.replaceState(null, "", "/find-test");
    // Its own URL: the index a page loads once is kept for the visit.
    render(<FindTestPage data={{ ...data, searchUrl: `${data.searchUrl}?first` }} />);
    const box = screen.getByRole("searchbox", { name: "Search" });
    expect(screen.getByText(`${catalogueList.length} tests found`)).toBeInTheDocument();
    expect(searchFetch().requests).toEqual([]);
    act(() => box.focus());
    await waitFor(() => expect(searchFetch().requests[0]).toMatch(/^index-[0-9a-f]{8}$/));
  });

  it("on a deep link, shows Loading (not the pre-rendered list) until the link's own cards have come", async () => {
    const release = holdParts("cards-");
    window.history.replaceState(null, "", "/find-test?q=lipid%20profile");
    // Its own URL: the index a page loads once is kept for the visit.
    render(<FindTestPage data={{ ...data, searchUrl: `${data.searchUrl}?deep` }} />);
    await waitFor(() => expect(screen.getByText("Searching…", { selector: "[aria-busy]" })).toBeInTheDocument());
    // The pre-rendered first page (CBC first) is not shown for the link's results.
    expect(screen.queryByRole("link", { name: /Complete Blood Count/ })).toBeNull();
    act(() => release());
    const first = await screen.findAllByRole("link", { name: /Lipid Profile/ });
    expect(first[0]).toHaveTextContent("Lipid Profile");
    expect(screen.queryByRole("link", { name: /Complete Blood Count/ })).toBeNull();
  });

  it("says nothing was found only once the descriptions have come: chest pain is in ECG at home's", async () => {
    const release = holdParts("descriptions");
    window.history.replaceState(null, "", "/find-test");
    // Its own URL: the index a page loads once is kept for the visit.
    render(<FindTestPage data={{ ...data, searchUrl: `${data.searchUrl}?described` }} />);
    await userEvent.setup({ delay: null }).type(screen.getByRole("searchbox", { name: "Search" }), "chest pain");
    // Searching in place of the list, or as its count above the cards last shown: never "No tests found" yet.
    await waitFor(() => expect(screen.getByText("Searching…", { selector: "[aria-busy=true], [role=status]" })).toBeInTheDocument());
    expect(screen.queryByText(/tests? found/)).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByLabelText("Items per page")).toBeNull();
    // The call-112 box does not wait for the descriptions.
    expect(screen.getByRole("complementary", { name: "Emergency warning" })).toHaveTextContent("Chest pain now? Call 112.");
    act(() => release());
    expect(await screen.findByText("1 test found")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "ECG at home" })).toBeInTheDocument();
    expect(screen.queryByText(/No tests found/)).toBeNull();
  });

  it("says when the index cannot load, and Try again loads it", async () => {
    let failing = true;
    const flaky = fakeSearchFetch({ fail: () => failing });
    vi.stubGlobal("fetch", flaky.fetch);
    window.history.replaceState(null, "", "/find-test?q=thyroid");
    // Its own URL: the index a page loads once is kept for the visit.
    render(<FindTestPage data={{ ...data, searchUrl: `${data.searchUrl}?flaky` }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The search could not load. Check your connection and try again.");
    failing = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(await screen.findByText(/^\d+ tests? found$/)).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /Thyroid/ }).length).toBeGreaterThan(0);
  });
});

describe("find-test results while someone types", () => {
  const list = () => screen.getByRole("list", { name: "Tests and health packages" });
  const names = () =>
    within(list())
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
  // Marks the cards app/app.css leaves out of layout while someone types (decision 043).
  const typing = () => list().closest("[data-typing]") !== null;

  it("renders each key's first four cards at once; the cards after them follow once typing settles", async () => {
    const { box } = renderAt("/find-test?q=thyroid");
    await waitFor(() => expect(names()).toHaveLength(12));
    // Written out by hand from the search's ranking of the catalogue (app/domain/search.ts).
    expect(names()).toEqual([
      "Thyroid Function Test",
      "Anti-thyroid peroxidase antibody (Anti-TPO)",
      "TSH (thyroid stimulating hormone)",
      "Thyroid Extended Profile",
      "Basic Health Checkup",
      "Total Care Checkup",
      "PCOD Comprehensive Profile",
      "Super Care Health Package",
      "Executive Health Checkup",
      "Women's Wellness Panel",
      "Premium Female Care Package (Age 40+)",
      "Hair Fall Panel",
    ]);
    expect(typing()).toBe(false);

    await act(async () => fireEvent.change(box, { target: { value: "thyroid a" } }));
    // The key's count and first four cards at once; the five after them are the ones shown before the key.
    expect(screen.getByText(/^\d+ tests? found$/)).toHaveTextContent("9 tests found");
    expect(typing()).toBe(true);
    expect(names()).toEqual([
      "Anti-thyroid peroxidase antibody (Anti-TPO)",
      "Thyroid Extended Profile",
      "Women's Wellness Panel",
      "Complete Woman Care Package",
      "Basic Health Checkup",
      "Total Care Checkup",
      "PCOD Comprehensive Profile",
      "Super Care Health Package",
      "Executive Health Checkup",
    ]);

    // Typing settles (the URL follows): every card is the key's.
    await waitFor(() => expect(search()).toBe("?q=thyroid+a"));
    expect(typing()).toBe(false);
    expect(names()).toEqual([
      "Anti-thyroid peroxidase antibody (Anti-TPO)",
      "Thyroid Extended Profile",
      "Women's Wellness Panel",
      "Complete Woman Care Package",
      "Thyroid Function Test",
      "Anti-thyroglobulin antibody (Anti-Tg)",
      "Free T4",
      "Prolactin",
      "TSH (thyroid stimulating hormone)",
    ]);
  });

  it("a list that first shows while someone types holds empty cards after the first four until typing settles", async () => {
    const { box } = renderAt("/find-test?q=zzzz");
    expect(await screen.findByRole("heading", { name: /No tests found/ })).toBeInTheDocument();
    // Nothing to page through: no pager, summary or size over an empty list.
    expect(screen.queryByRole("navigation", { name: "Results pages" })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByLabelText("Items per page")).toBeNull();
    await act(async () => fireEvent.change(box, { target: { value: "thyroid" } }));
    expect(screen.getByText(/^\d+ tests? found$/)).toHaveTextContent("26 tests found");
    await waitFor(() =>
      expect(names()).toEqual([
        "Thyroid Function Test",
        "Anti-thyroid peroxidase antibody (Anti-TPO)",
        "TSH (thyroid stimulating hormone)",
        "Thyroid Extended Profile",
      ]),
    );
    expect(list().children).toHaveLength(12);
    await waitFor(() => expect(search()).toBe("?q=thyroid"));
    expect(names()).toHaveLength(12);
  });
});
