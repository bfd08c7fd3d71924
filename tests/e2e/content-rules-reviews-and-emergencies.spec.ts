import { expect, test } from "@playwright/test";
import { siteUrls, utilityUrls } from "#app/site-urls.ts";
import {
  cardName,
  concerns,
  EVERY_PAGE_ALLOWANCE_MS,
  isDepartmentPage,
  isDetailsPage,
  isSafetyBox,
  listNoticesAround,
  mainText,
  note,
  page,
  pages,
  safetyBoxes,
  shorten,
  textBlocks,
  textOf,
} from "./content-rules-pages.ts";
import { closest, findAll, type El } from "./html-tree.ts";

// The content rules of docs/content-review.md on every built English page (./content-rules-pages.ts):
// every URL is built; dated medical reviews; a call-112 box where a booking meets an emergency symptom;
// 112 beside every "emergency". The tests run in order in one worker, and the pages are read and parsed
// once per worker.
test.describe("content rules on the built pages", () => {
  test.describe.configure({ mode: "default", timeout: EVERY_PAGE_ALLOWANCE_MS });

  test("every URL of the site has its built page, with one <main>", () => {
    const urls = new Set(pages().map((p) => p.url));
    const missing = [...siteUrls(), ...utilityUrls()].filter((url) => !urls.has(url));
    expect(missing).toEqual([]);
    expect(pages().length).toBeGreaterThanOrEqual(95);
  });

  test("rule 1: every test, package and department page, and every article on /blog, shows a dated medical review", () => {
    const review = /Medically reviewed by an? [^.]+, on \d{1,2} \w+ \d{4}\. Next review due by \d{1,2} \w+ \d{4}\./;
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages().filter((x) => isDetailsPage(x.url) || isDepartmentPage(x.url))) {
      checked++;
      const notes = findAll(p.main, (el) => el.attrs["data-testid"] === "medical-review");
      if (notes.length === 0) failures.push(`${p.url}: no medical review`);
      for (const line of notes) if (!review.test(textOf(line))) failures.push(`${p.url}: "${textOf(line)}"`);
    }
    // 16 tests, 25 packages, 4 departments and their 10 services (content/catalogue.ts, services.ts).
    note("test, package and department pages", checked);
    expect.soft(checked, "test, package and department pages checked").toBeGreaterThanOrEqual(55);

    // /blog: each article's full text (a <details>) ends with its own review.
    const articles = findAll(page("/blog").main, (el) => el.tag === "details");
    for (const article of articles) {
      const title = textOf(findAll(article, (el) => el.tag === "summary")[0] ?? article).slice(0, 80);
      const notes = findAll(article, (el) => el.attrs["data-testid"] === "medical-review").map((el) => textOf(el));
      if (notes.length !== 1 || !review.test(notes[0]!)) failures.push(`/blog, "${title}": ${JSON.stringify(notes)}`);
    }
    // The blog has 12 articles (docs/content-review.md, "Writing").
    expect.soft(articles.length, "articles on /blog").toBe(12);
    expect(failures).toEqual([]);
  });

  test("rule 2: a page that offers a booking and mentions an emergency symptom carries a call-112 box", () => {
    // The symptoms that mean "call 112, do not book a test" (docs/content-review.md, rule 6).
    const symptoms: [string, RegExp][] = [
      ["chest pain", /\bchest pain\b/i],
      ["breathlessness", /\bbreathless(ness)?\b/i],
      ["palpitations", /\bpalpitations?\b/i],
      // "heart and stroke risk" (what a lipid profile assesses) names a risk, not a symptom.
      ["stroke", /\bstrokes?\b(?! risk)/i],
      // Case-sensitive: "a FIT stool test" is the faecal immunochemical test.
      ["fits", /\b([Ff]its|[Aa] fit|[Ss]eizures?|[Cc]onvulsions?)\b/],
      [
        "a baby under 3 months with fever",
        /\b(baby|babies|infants?) under 3 months\b[^.]*\bfever|\bfever\b[^.]*\b(baby|babies|infants?) under 3 months\b/i,
      ],
      [
        "a swallowed battery or sharp object",
        /\bswallowed\b[^.]*\b(batter(y|ies)|magnets?|sharp)\b|\b(batter(y|ies)|magnets?|sharp objects?)\b[^.]*\bswallowed\b/i,
      ],
    ];
    // Book Now, or any link to the booking chat (.env.e2e VITE_CHAT_LINK).
    const isBooking = (el: El) =>
      el.tag === "a" && (/\bBook Now\b/i.test(textOf(el)) || (el.attrs.href ?? "").startsWith("https://wa.me/"));
    const failures: string[] = [];
    let checked = 0;
    let withSymptom = 0;
    for (const p of pages()) {
      if (findAll(p.main, isBooking).length === 0) continue;
      checked++;
      const text = mainText(p, isSafetyBox);
      const named = symptoms.filter(([, pattern]) => pattern.test(text));
      if (named.length === 0) continue;
      withSymptom++;
      const boxes = safetyBoxes(p.main).filter((box) => textOf(box).includes("112"));
      if (boxes.length > 0) continue;
      // A list (find-test) may say the call-112 line of its cards once above them, naming the cards it
      // concerns, instead of one box for the page (docs/content-review.md, rule 1).
      for (const [word, pattern] of named) {
        for (const where of textBlocks(p.main, isSafetyBox).filter((b) => pattern.test(b.own))) {
          const notices = listNoticesAround(where.el, "emergency");
          const ownLine = closest(where.el, (el) => el.attrs["data-safety"] === "emergency");
          const card = closest(where.el, (el) => el.tag === "li");
          const covered = ownLine
            ? textOf(ownLine).includes("112")
            : card !== null && (notices?.lines ?? []).some((line) => line.includes("112") && concerns(line, cardName(card)));
          if (!covered) failures.push(`${p.url}: "${word}" in "${shorten(where.own)}"`);
        }
      }
    }
    note("pages with a booking link", checked);
    note("of them mentioning an emergency symptom", withSymptom);
    expect.soft(checked, "pages with a booking link").toBeGreaterThanOrEqual(60);
    expect.soft(withSymptom, "pages with a booking link that mention an emergency symptom").toBeGreaterThanOrEqual(5);
    expect.soft(failures).toEqual([]);

    // /find-test's first page (the staff's first tests, then the rest by name) lists two tests that must
    // not be booked for an emergency: their call-112 lines once, above the list, each naming its test
    // (written out from content/en/safety-notices/), shut behind the one line that says to call 112.
    const findTestLines = findAll(page("/find-test").main, (el) => el.attrs["data-safety"] === "emergency").map((el) => textOf(el));
    expect
      .soft(findTestLines)
      .toEqual([
        "Vomiting blood or black stools? Call 112. For Liver function test (LFT).",
        "Palpitations with chest pain, fainting or breathlessness? Call 112. For 24-hour Holter monitoring.",
      ]);
    const summaries = findAll(page("/find-test").main, (el) => el.attrs["data-safety-summary"] !== undefined).map((el) => textOf(el));
    expect.soft(summaries.map((text) => text.startsWith("Emergency? Call 112."))).toEqual([true]);
    // Said once: no card carries a call-112 line of its own.
    const cardLines = pages().flatMap((p) =>
      findAll(p.main, (el) => el.tag === "li" && findAll(el, (at) => at.attrs["data-safety"] === "emergency").length > 0).map(
        (card) => `${p.url}: "${cardName(card)}"`,
      ),
    );
    expect.soft(cardLines, "cards with a call-112 line of their own").toEqual([]);

    // The ECG test and the ECG service: chest pain is the reason people look for them.
    for (const url of ["/test-details/4", "/services/cardiology/ecg"]) {
      const boxes = safetyBoxes(page(url).main, "Emergency warning").map((box) => textOf(box));
      expect(
        boxes.some((text) => /\b112\b/.test(text)),
        `${url}: ${JSON.stringify(boxes)}`,
      ).toBe(true);
    }
  });

  test("rule 3: every text that offers emergency help names 112, on every page", () => {
    const failures: string[] = [];
    let checked = 0;
    for (const p of pages()) {
      checked++;
      for (const { el, own } of textBlocks(p.main)) {
        // An article's tag ("#Emergency") is a label, not an offer of help.
        const words = own.replace(/#\w+/g, "");
        if (/emergenc/i.test(words) && !/\b112\b/.test(textOf(el))) failures.push(`${p.url}: "${shorten(own)}"`);
      }
    }
    note("pages", checked);
    expect.soft(checked, "pages checked").toBeGreaterThanOrEqual(95);
    expect(failures).toEqual([]);
  });
});
