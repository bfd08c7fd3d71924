import { expect, test } from "@playwright/test";
import { EVERY_PAGE_ALLOWANCE_MS, mainText, note, page, pages, sentences, shorten, textBlocks, textOf } from "./content-rules-pages.ts";
import { closest, findAll, type El } from "./html-tree.ts";

// The content rules of docs/content-review.md on every built English page (./content-rules-pages.ts):
// no absolute, cure or superiority claim; a source and period beside every percentage; the accreditation
// only within its scope. The tests run in order in one worker, and the pages are read and parsed once per
// worker.
test.describe("content rules on the built pages", () => {
  test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

  test("rule 4: no absolute promise, cure or superiority claim on any page", () => {
    const absolute =
      /\b(guaranteed?|100% accurate|most accurate|best (lab|labs|diagnostic)|cures?|never wrong|error-free|zero errors|painless)\b/i;
    // Sentences that use one of the words to deny the claim, each read and kept on purpose.
    const allowed = new Set<string>([
      // /disclaimer: the limit of testing; it says no test is 100% accurate, the opposite of the claim.
      "We follow strict quality control procedures at every stage of testing, but no laboratory test is 100% accurate.",
      // /disclaimer: the site's information and the website promise no guarantee.
      "We try to keep it accurate and up to date, but we make no guarantee that it is complete, current or free of errors.",
      "We do not guarantee that our website, online booking or digital reports will always be available, uninterrupted or free of errors, viruses or other harmful components.",
      // /privacy-policy: security is not guaranteed.
      "No method of sending or storing data is completely secure, so we cannot guarantee absolute security.",
    ]);
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages()) {
      checked++;
      for (const { own } of textBlocks(p.main)) {
        for (const sentence of sentences(own)) {
          if (absolute.test(sentence) && !allowed.has(sentence)) failures.push(`${p.url}: "${shorten(sentence)}"`);
        }
      }
    }
    note("pages", checked);
    expect.soft(checked, "pages checked").toBeGreaterThanOrEqual(95);
    expect(failures).toEqual([]);
  });

  test("rule 5: every percentage on a page has a source and a period beside it", () => {
    const percentage = /\d+\s?%/;
    const source = /internal data|NFHS|ICMR|\([^)]*\d{4}[^)]*\)/;
    // A figure's source stands in its own element or in the card or section that holds it.
    const isCard = (el: El) =>
      ["li", "article", "aside", "figure", "dl", "details", "section", "blockquote", "tr"].includes(el.tag) ||
      /\brounded-card\b/.test(el.attrs.class ?? "");
    // Percentages that are not figures about anything, each read and kept on purpose.
    const notFigures = new Set<string>([
      // /test-details/6: the name of a spirometry measurement (forced expiratory flow between 25 and 75%).
      "FEF 25–75%",
      // /disclaimer: a limit of all testing, not a measured figure (rule 4 allows it too).
      "We follow strict quality control procedures at every stage of testing, but no laboratory test is 100% accurate.",
    ]);
    const failures: string[] = [];
    const checkedPages: string[] = [];
    let figures = 0;
    for (const p of pages()) {
      let found = false;
      for (const { el, own } of textBlocks(p.main)) {
        if (!sentences(own).some((sentence) => percentage.test(sentence) && !notFigures.has(sentence))) continue;
        found = true;
        figures++;
        const card = closest(el, isCard) ?? el;
        if (!source.test(textOf(el)) && !source.test(textOf(card))) {
          failures.push(`${p.url}: "${shorten(own)}" (in <${card.tag}> "${shorten(textOf(card), 160)}")`);
        }
      }
      if (found) checkedPages.push(p.url);
    }
    test.info().annotations.push({ type: "pages with a percentage", description: checkedPages.join(", ") });
    console.log(`rule 5: ${figures} percentages on ${checkedPages.length} pages: ${checkedPages.join(", ")}`);
    // The measured service figures went when their period ran out (docs/content-review.md, rule 26): the
    // home page, /about and /corporate state none until the lab gives figures of a current period.
    for (const url of ["/", "/about", "/corporate"]) expect.soft(checkedPages, "pages with a percentage").not.toContain(url);
    expect(failures).toEqual([]);
  });

  test("rule 7: the accreditation is claimed only where its scope covers the test, and for one laboratory", () => {
    // ECG, Holter, PFT, EEG, sleep study, NCV: not laboratory tests, outside the NABL scope.
    for (const url of ["/test-details/4", "/test-details/5", "/test-details/6", "/test-details/7", "/test-details/8", "/test-details/9"]) {
      const lines = textBlocks(page(url).main)
        .filter((b) => /NABL/.test(b.own))
        .map((b) => b.own);
      expect.soft(lines, `${url} names NABL`).toEqual([]);
    }
    // Laboratory tests the certificate's scope does not list (content/en/accreditation-scope.json, rule 23):
    // urine routine (3), an allergy panel (1088), semen analysis (1341).
    for (const url of ["/test-details/3", "/test-details/1088", "/test-details/1341"]) {
      const lines = textBlocks(page(url).main)
        .filter((b) => /NABL/.test(b.own))
        .map((b) => b.own);
      expect.soft(lines, `${url} names NABL`).toEqual([]);
    }
    const cbc = mainText(page("/test-details/1"));
    expect.soft(cbc, "/test-details/1 names its accreditation").toMatch(/NABL/);
    expect.soft(cbc.match(/NABL[^.]*\blaboratories\b/i)?.[0] ?? null, "/test-details/1: NABL … laboratories").toBeNull();

    // Nowhere (header, footer, share text and JSON-LD included): accredited laboratories, plural.
    const plural = /NABL[\s-]+accredited\s+laboratories/i;
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages()) {
      checked++;
      const body = findAll(p.doc, (el) => el.tag === "body")[0] ?? p.doc;
      const meta = findAll(p.doc, (el) => el.tag === "meta").map((el) => el.attrs.content ?? "");
      const jsonLd = findAll(p.doc, (el) => el.tag === "script" && el.attrs.type === "application/ld+json").map((el) =>
        el.children.filter((c) => typeof c === "string").join(""),
      );
      for (const text of [textOf(body), ...meta, ...jsonLd]) {
        const hit = text.match(plural);
        if (hit) failures.push(`${p.url}: "${shorten(text.slice(Math.max(0, (hit.index ?? 0) - 80), (hit.index ?? 0) + 120))}"`);
      }
    }
    note("pages", checked);
    expect.soft(checked, "pages checked").toBeGreaterThanOrEqual(95);
    expect(failures).toEqual([]);
  });
});
