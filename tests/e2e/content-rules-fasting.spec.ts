import { expect, test } from "@playwright/test";
import {
  cardName,
  concerns,
  EVERY_PAGE_ALLOWANCE_MS,
  isDetailsPage,
  listNoticesAround,
  mainText,
  note,
  pages,
  shorten,
  textBlocks,
  textOf,
} from "./content-rules-pages.ts";
import { findAll, is } from "./html-tree.ts";

// The content rules of docs/content-review.md on every built English page (./content-rules-pages.ts):
// the insulin warning and the children's rule wherever a fast is asked for, and the one-line warning once
// above every list whose cards fast. The tests run in order in one worker, and the pages are read and
// parsed once per worker.
test.describe("content rules on the built pages", () => {
  test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

  test("rule 6: every fasting instruction carries the diabetes-medicine warning", () => {
    const fasting = [/\bfast(ing)? for \d+/i, /\d+\s?hours? (of )?fasting/i];
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages()) {
      const where = textBlocks(p.main).find((b) => fasting.some((pattern) => pattern.test(b.own)));
      if (!where) continue;
      checked++;
      if (!/\binsulin\b/i.test(mainText(p))) {
        failures.push(`${p.url}: no "insulin" on the page; fasting in "${shorten(where.own)}"`);
        continue;
      }
      if (isDetailsPage(p.url)) {
        const preparation = findAll(
          p.main,
          // A package's "Preparation", a test's "Before the test" (decision 061).
          (el) => el.tag === "section" && /^(Preparation|Before the test)\b/.test(textOf(findAll(el, (h) => h.tag === "h2")[0] ?? el)),
        );
        if (preparation.length !== 1 || !/\binsulin\b/i.test(textOf(preparation[0]!))) {
          failures.push(
            `${p.url}: the Preparation section does not mention insulin: "${shorten(preparation.map((s) => textOf(s)).join(" | "))}"`,
          );
        }
      }
    }
    // Fasting tests and packages: lipid profile, blood sugar, the checkups (content/test-facts.ts).
    note("pages with a fasting instruction", checked);
    expect.soft(checked, "pages with a fasting instruction").toBeGreaterThanOrEqual(15);

    // Every list of cards that shows a fast says the one-line warning once, above the cards, naming each
    // card that fasts (or every card of the list); no card repeats it (docs/content-review.md, rule 5).
    // The one-line warnings (content/en/safety.json): "On insulin or sugar-lowering tablets? Ask your
    // doctor how to adjust them for the fast." and "Diabetic, very young or unwell pet? Ask your vet
    // before fasting it." (A home-care package's card keeps its whole preparation in a disclosure.)
    const warning = /\? Ask your (doctor|vet)\b[^.]*\bfast(ing)?\b/;
    let lists = 0;
    let fastingCards = 0;
    for (const p of pages()) {
      for (const list of findAll(p.main, (el) => "data-item-list" in el.attrs)) {
        lists++;
        const notices = listNoticesAround(list, "fasting")!.lines;
        const warnings = notices.filter((line) => warning.test(line));
        if (new Set(warnings.map((line) => line.replace(/ For .*$/, ""))).size !== warnings.length) {
          failures.push(`${p.url}: a fasting warning said twice above one list: ${JSON.stringify(warnings)}`);
        }
        for (const card of findAll(list, (el) => el.tag === "li" && findAll(el, is("a")).some((a) => /\bBook Now\b/.test(textOf(a))))) {
          if (warning.test(textOf(card))) failures.push(`${p.url}: "${cardName(card)}" repeats the fasting warning on its card`);
          if (!/\bFasting: \d+/.test(textOf(card))) continue;
          fastingCards++;
          if (!warnings.some((line) => concerns(line, cardName(card)))) {
            failures.push(`${p.url}: "${cardName(card)}" shows a fast; its list's warnings: ${JSON.stringify(warnings)}`);
          }
        }
      }
    }
    note("lists of cards", lists);
    note("cards that show a fast", fastingCards);
    // The home page's row, find-test, the health packages and their categories, the department tests and
    // the home-care packages: every list of cards is a data-item-list.
    expect.soft(lists, "lists of cards").toBeGreaterThanOrEqual(20);
    expect.soft(fastingCards, "cards that show a fast").toBeGreaterThanOrEqual(20);
    expect(failures).toEqual([]);
  });

  test("rule 12 of docs/content-review.md: every fasting instruction carries the children's rule", () => {
    // A sentence that asks for a fast (not a card's "12 hours" beside its one-line warning).
    const instruction =
      /\bFast for (at least )?\d+ hours\b|\beat nothing for \d+|\d+ hours of (overnight )?fasting\b|\bNo food for \d+ hours\b/i;
    const childRule =
      /A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice\./;
    // A pet's fast carries the vet's rule instead (content/en/safety.json petFastingWarning, written out here).
    const vetRule = /If your pet has diabetes, is very young or is unwell, ask your vet before fasting it\. Water is always allowed\./;
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages()) {
      const where = textBlocks(p.main).find((b) => instruction.test(b.own));
      if (!where) continue;
      checked++;
      // A pet's fast ("No food for 12 hours before; water is allowed.") carries the vet's rule instead.
      if (vetRule.test(mainText(p))) continue;
      if (!childRule.test(mainText(p))) failures.push(`${p.url}: fasting in "${shorten(where.own)}" without the children's rule`);
    }
    note("pages with a fasting instruction", checked);
    expect.soft(checked, "pages with a fasting instruction").toBeGreaterThanOrEqual(15);
    expect(failures).toEqual([]);
  });
});
