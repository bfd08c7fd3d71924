import { expect, test } from "@playwright/test";
import { EVERY_PAGE_ALLOWANCE_MS, mainText, page, safetyBoxes, textOf } from "./content-rules-pages.ts";
import { findAll, type El } from "./html-tree.ts";

// The content rules of docs/content-review.md on the built pages they concern (./content-rules-pages.ts):
// the X-ray radiation advice, home collection and report times as the test facts say. The tests run in
// order in one worker, and the pages are read and parsed once per worker.
test.describe("content rules on the built pages", () => {
  test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

  test("rule 8: radiation pages carry the pregnancy and children advice, and no fasting before an emergency X-ray", () => {
    const xray = mainText(page("/services/radiology/digital-xray"));
    expect.soft(xray, "digital X-ray: pregnancy").toMatch(/\b(are|may be) pregnant\b/i);
    expect.soft(xray, "digital X-ray: children").toMatch(/\bchildren\b[^.]*\b(X-rayed|dose|doctor)/i);

    const pet = page("/services/radiology/pet-xray");
    const petText = mainText(pet);
    expect.soft(petText, "pet X-ray: lead apron").toMatch(/\blead apron\b/i);
    expect.soft(petText, "pet X-ray: who waits outside").toMatch(/children and anyone who is or may be pregnant wait outside/i);
    const belly = findAll(pet.main, (el) => el.attrs["data-testid"] === "subcategory-test").filter((card) =>
      /abdomen|belly/i.test(textOf(findAll(card, (h) => h.tag === "h3")[0] ?? card)),
    );
    expect.soft(belly.length, "pet abdomen X-ray cards").toBeGreaterThanOrEqual(1);
    for (const card of belly) {
      expect.soft(textOf(card), "pet abdomen X-ray card").not.toMatch(/Fasting required|\bfast(ing)? for \d+|hours without food/i);
      expect.soft(textOf(card), "pet abdomen X-ray card").toMatch(/\bno fasting\b/i);
    }
    const swallowed = safetyBoxes(pet.main, "Emergency warning")
      .map((box) => textOf(box))
      .filter((text) => /swallowed/i.test(text));
    expect(swallowed.length, "pet X-ray: the Emergency warning about swallowed objects").toBeGreaterThanOrEqual(1);
    expect(swallowed[0]).toMatch(/do not fast/i);
  });

  test("rule 9: home collection follows what the test is", () => {
    expect.soft(mainText(page("/test-details/8")), "polysomnography (sleep lab)").not.toMatch(/Free home sample collection/i);
    // Said, not only left unsaid: the sleep study is done at the centre whose sleep lab lists it.
    expect.soft(mainText(page("/test-details/8")), "polysomnography (sleep lab)").toMatch(/At our Green Park centre only/);
    expect.soft(mainText(page("/test-details/4")), "ECG").toMatch(/paid home visit/i);
    expect.soft(mainText(page("/test-details/4")), "ECG").not.toMatch(/Free home sample collection/i);
    expect(mainText(page("/test-details/1")), "CBC").toMatch(/Free home sample collection/);
  });

  test("rule 10: a package's report time is its slowest test's", () => {
    // Read by hand from content/test-facts.ts: 303 includes a urine culture (2-3 days); 112 a blood
    // culture (5-7 days), its other tests within 24 hours; 107 folate and vitamin B12 (24-48 hours).
    const expected = [
      { url: "/package-details/303", time: "2-3 days" },
      { url: "/package-details/112", time: "5-7 days", sooner: /other results come within 24 hours/i },
      { url: "/package-details/107", time: "24-48 hours" },
    ];
    for (const { url, time, sooner } of expected) {
      const p = page(url);
      // A term's value is every <dd> after its <dt> up to the next <dt> (the time, then any note on it).
      const facts = findAll(p.main, (el) => el.tag === "dt" && textOf(el) === "Report Time").map((dt) => {
        const siblings = dt.parent?.children.filter((c): c is El => typeof c !== "string") ?? [];
        const after = siblings.slice(siblings.indexOf(dt) + 1);
        const next = after.findIndex((el) => el.tag === "dt");
        return (next === -1 ? after : after.slice(0, next)).map((dd) => textOf(dd)).join(" ");
      });
      expect.soft(facts, `${url}: the Report Time fact`).toHaveLength(1);
      expect.soft(facts[0] ?? "", `${url}: the Report Time fact`).toMatch(new RegExp(`^${time}\\b`));
      // The one Report Time fact is the booking card's, beside the price (the decision a phone shows first).
      const card = findAll(p.main, (el) => el.tag === "aside" && el.attrs["aria-label"] === "Price and booking");
      const inCard = card.flatMap((c) => findAll(c, (el) => el.tag === "dt" && textOf(el) === "Report Time"));
      expect.soft(inCard, `${url}: the Report Time fact in the booking card`).toHaveLength(1);
      if (sooner) expect.soft(facts[0] ?? "", `${url}: the other results come sooner`).toMatch(sooner);
    }
  });
});
