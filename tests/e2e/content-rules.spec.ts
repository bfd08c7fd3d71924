import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { siteUrls, utilityUrls } from "~/site-urls";
import { pageFiles, urlOfPageFile } from "../../scripts/build-html.mjs";
import { allowanceFor, waitForHydration } from "./helpers";
import { closest, findAll, is, parseHtml, type El } from "./html-tree";

// The clinical content rules of docs/content-review.md, held on the BUILT pages (issue #22): what a
// patient reads, not the data behind it. Each rule reads every pre-rendered page of the test build from
// disk (the page files and their URLs from scripts/build-html.mjs, the markup with parse5, the parser
// that script uses) and fails with the URL and the text that break it. Every loop counts the pages it
// checked, so a rule cannot pass having checked nothing. Expected texts are written out here by hand
// (from docs/content-review.md and the content it describes), never computed with the code under
// test. The last checks need a browser: the call-112 boxes the search shows as a symptom is typed.

const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");

// ---------------------------------------------------------------------------------------------------
// A small reading of a parsed page (the tree of ./html-tree): the text blocks a reader sees.

/** Never read as page text: code, styles, icons, inert markup. */
const UNREAD = new Set(["script", "style", "template", "noscript", "svg", "head"]);
/** Elements that flow inside a line of text; everything else starts its own block. */
const INLINE = new Set([
  "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s", "samp",
  "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "img", "picture", "source", "br",
]);
/** Inline elements that the page's classes lay out as boxes of their own ("block", "flex"…). */
const BOX_CLASS = /(^|\s)(block|inline-block|flex|inline-flex|grid)(\s|$)/;
const isBlock = (el: El) => !UNREAD.has(el.tag) && (!INLINE.has(el.tag) || BOX_CLASS.test(el.attrs.class ?? ""));

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * What a reader sees of an element, as one line. `skip` leaves elements out (a safety box); with
 * `ownOnly`, nested blocks are left out too (the element's own line of text).
 */
function textOf(el: El, options: { skip?: (el: El) => boolean; ownOnly?: boolean } = {}): string {
  const parts: string[] = [];
  const walk = (node: El) => {
    for (const child of node.children) {
      if (typeof child === "string") {
        parts.push(child);
        continue;
      }
      if (UNREAD.has(child.tag) || options.skip?.(child)) continue;
      if (child.tag === "br") {
        parts.push(" ");
        continue;
      }
      const block = isBlock(child);
      if (block && options.ownOnly) {
        parts.push(" ");
        continue;
      }
      if (block) parts.push(" ");
      walk(child);
      if (block) parts.push(" ");
    }
  };
  walk(el);
  return squash(parts.join(""));
}

/** Every block of `root` that has text of its own, with that text (nested blocks are their own entries). */
function textBlocks(root: El, skip?: (el: El) => boolean): { el: El; own: string }[] {
  const blocks: { el: El; own: string }[] = [];
  const visit = (el: El) => {
    if (UNREAD.has(el.tag) || skip?.(el)) return;
    if (el === root || isBlock(el)) {
      const own = textOf(el, { ownOnly: true, skip });
      if (own !== "") blocks.push({ el, own });
    }
    for (const child of el.children) if (typeof child !== "string") visit(child);
  };
  visit(root);
  return blocks;
}

/** A block's text in sentences (a new sentence after . ! or ? and a space). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[^a-z])/).map((s) => s.trim()).filter(Boolean);

const shorten = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

// ---------------------------------------------------------------------------------------------------
// The built pages.

interface BuiltPage {
  url: string;
  doc: El;
  main: El;
}

let builtPages: BuiltPage[] | undefined;

/** Every pre-rendered page of the test build (not the not-found files), parsed once per worker. */
function pages(): BuiltPage[] {
  if (builtPages) return builtPages;
  // The English pages: these rules read English words. The Hindi twins are held to them by
  // tests/e2e/hindi.spec.ts (the same facts, boxes and reviews as their English page).
  builtPages = pageFiles(client).filter((file) => !/^\/hi(\/|\.html$)/.test(file)).map((file) => {
    const url = urlOfPageFile(file);
    const doc = parseHtml(readFileSync(path.join(client, file), "utf8"));
    const mains = findAll(doc, (el) => el.tag === "main");
    if (mains.length !== 1) throw new Error(`${url}: ${mains.length} <main> elements, expected one`);
    return { url, doc, main: mains[0]! };
  });
  return builtPages;
}

function page(url: string): BuiltPage {
  const found = pages().find((p) => p.url === url);
  if (!found) throw new Error(`No built page for ${url}`);
  return found;
}

const SAFETY_BOX = /^(Emergency warning|Safety advice)$/;
/** The boxed safety notices (app/components/ui/medical-note.tsx SafetyBox). */
const isSafetyBox = (el: El) => el.tag === "aside" && SAFETY_BOX.test(el.attrs["aria-label"] ?? "");
const safetyBoxes = (root: El, label?: "Emergency warning" | "Safety advice") =>
  findAll(root, (el) => isSafetyBox(el) && (label === undefined || el.attrs["aria-label"] === label));

const mainText = (p: BuiltPage, skip?: (el: El) => boolean) => textOf(p.main, { skip });

/** Records how many pages a rule read, in the test's annotations (the HTML report shows them). */
const note = (what: string, count: number) => test.info().annotations.push({ type: what, description: String(count) });

/**
 * The warnings a list of item cards says once above its cards (app/components/ui/item-list.tsx;
 * docs/content-review.md, rules 1 and 5): the list around `el`, and its notice lines of that kind.
 */
function listNoticesAround(el: El, kind: "emergency" | "fasting"): { list: El; lines: string[] } | null {
  const list = closest(el, (at) => "data-item-list" in at.attrs);
  if (!list) return null;
  return { list, lines: findAll(list, (at) => at.attrs["data-safety"] === kind).map((at) => textOf(at)) };
}

/** An item card's name: its heading's text. */
const cardName = (card: El) => textOf(findAll(card, (el) => /^h[23]$/.test(el.tag))[0] ?? card);

/** A list notice's line concerns the card: it names it, or every card of the list. */
const concerns = (line: string, name: string) => line.includes(`${name}`) || line.includes("For every test and package below.");

const isTestPage = (url: string) => /^\/test-details\/\d+$/.test(url);
const isPackagePage = (url: string) => /^\/package-details\/\d+$/.test(url);
const isDetailsPage = (url: string) => isTestPage(url) || isPackagePage(url);
/** /services/{dept} and /services/{dept}/{sub}; /services/lab is the overview under another name. */
const isDepartmentPage = (url: string) => /^\/services\/[^/]+(\/[^/]+)?$/.test(url) && url !== "/services/lab";

// The checks below run in order in one worker, so the pages are read and parsed once. Each reads every
// page: the allowance grows with the number of pages (a fixed one fails as the site grows, and sooner
// on a busy machine).
test.describe("content rules on the built pages", () => {
  test.describe.configure({ mode: "default", timeout: allowanceFor(siteUrls().length, 300) });

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
    // 16 tests, 25 packages, 4 departments and their 10 services (app/content/catalogue.ts, services.ts).
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
      ["a baby under 3 months with fever", /\b(baby|babies|infants?) under 3 months\b[^.]*\bfever|\bfever\b[^.]*\b(baby|babies|infants?) under 3 months\b/i],
      ["a swallowed battery or sharp object", /\bswallowed\b[^.]*\b(batter(y|ies)|magnets?|sharp)\b|\b(batter(y|ies)|magnets?|sharp objects?)\b[^.]*\bswallowed\b/i],
    ];
    // Book Now, or any link to the booking chat (.env.e2e VITE_CHAT_LINK).
    const isBooking = (el: El) => el.tag === "a" && (/\bBook Now\b/i.test(textOf(el)) || (el.attrs.href ?? "").startsWith("https://wa.me/"));
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

    // /find-test's first page lists five tests that must not be booked for an emergency: their call-112
    // lines once, above the list, each naming its test (written out from content/en/safety-notices/).
    const findTestLines = findAll(page("/find-test").main, (el) => el.attrs["data-safety"] === "emergency").map((el) => textOf(el));
    expect.soft(findTestLines).toEqual([
      "Chest pain now? Call 112. For Resting ECG.",
      "Palpitations with chest pain, fainting or breathlessness? Call 112. For 24-hour Holter Monitoring.",
      "Struggling to breathe? Call 112. For Pulmonary Function Test.",
      "A fit happening now? Call 112. For Standard EEG.",
      "Sudden weakness, numbness or slurred speech? Call 112. For Standard NCV.",
    ]);
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
      expect(boxes.some((text) => /\b112\b/.test(text)), `${url}: ${JSON.stringify(boxes)}`).toBe(true);
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

  test("rule 4: no absolute promise, cure or superiority claim on any page", () => {
    const absolute = /\b(guaranteed?|100% accurate|most accurate|best (lab|labs|diagnostic)|cures?|never wrong|error-free|zero errors|painless)\b/i;
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
    expect.soft(figures, "percentages checked").toBeGreaterThanOrEqual(10);
    // The home page, /about and /corporate quote the measured figures of app/content/claims.ts.
    expect.soft(checkedPages, "pages with a percentage").toEqual(expect.arrayContaining(["/", "/about", "/corporate"]));
    expect(failures).toEqual([]);
  });

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
        const preparation = findAll(p.main, (el) => el.tag === "section" && /^Preparation\b/.test(textOf(findAll(el, (h) => h.tag === "h2")[0] ?? el)));
        if (preparation.length !== 1 || !/\binsulin\b/i.test(textOf(preparation[0]!))) {
          failures.push(`${p.url}: the Preparation section does not mention insulin: "${shorten(preparation.map((s) => textOf(s)).join(" | "))}"`);
        }
      }
    }
    // Fasting tests and packages: lipid profile, blood sugar, the checkups (app/content/test-facts.ts).
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
    const instruction = /\bFast for (at least )?\d+ hours\b|\beat nothing for \d+|\d+ hours of (overnight )?fasting\b|\bNo food for \d+ hours\b/i;
    const childRule = /A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice\./;
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

  test("rule 7: the accreditation is claimed only where its scope covers the test, and for one laboratory", () => {
    // ECG, Holter, PFT, EEG, sleep study, NCV: not laboratory tests, outside the NABL scope.
    for (const url of ["/test-details/4", "/test-details/5", "/test-details/6", "/test-details/7", "/test-details/8", "/test-details/9"]) {
      const lines = textBlocks(page(url).main).filter((b) => /NABL/.test(b.own)).map((b) => b.own);
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
    const swallowed = safetyBoxes(pet.main, "Emergency warning").map((box) => textOf(box)).filter((text) => /swallowed/i.test(text));
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
    // Read by hand from app/content/test-facts.ts: 303 includes a urine culture (2-3 days); 112 a blood
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

// ---------------------------------------------------------------------------------------------------
// Rule 11, in a browser: the search shows the call-112 box as a symptom is typed or shared.

async function safetyBoxIn(scope: Locator, label: "Emergency warning" | "Safety advice") {
  const box = scope.getByRole("complementary", { name: label });
  await expect(box.first()).toBeVisible();
  await expect(box.first()).toContainText("112");
  return box.first();
}

test.describe("rule 11: the search shows the call-112 box", () => {
  test("/find-test: typing chest pain shows the Emergency warning above the results", async ({ page }) => {
    await page.goto("/find-test");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search" }).fill("chest pain");
    const main = page.getByRole("main");
    const box = await safetyBoxIn(main, "Emergency warning");
    const count = main.getByRole("status").filter({ hasText: /found/ });
    await expect(count).toBeVisible();
    const [boxAt, countAt] = [await box.boundingBox(), await count.boundingBox()];
    expect(boxAt && countAt && boxAt.y + boxAt.height <= countAt.y, "the box stands above the result count").toBe(true);
  });

  test("home: typing chest pain shows the Emergency warning in the suggestions popup", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search tests and health packages" });
    await box.click();
    await box.pressSequentially("chest pain");
    const popup = page.getByRole("listbox", { name: "Suggestions", includeHidden: true }).locator("xpath=..");
    await safetyBoxIn(popup, "Emergency warning");
  });

  test("/find-test?q=fever, a shared link: the fever Safety advice names 112", async ({ page }) => {
    await page.goto("/find-test?q=fever");
    await waitForHydration(page);
    const advice = await safetyBoxIn(page.getByRole("main"), "Safety advice");
    await expect(advice).toContainText("Fever: when to get help straight away");
  });
});
