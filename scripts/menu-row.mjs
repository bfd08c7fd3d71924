// One row of a price list (scripts/menu-csv.mjs) checked and turned into the two files it fills: the test's
// facts (content/en/test-facts/<code>.json) and its catalogue entry (content/en/tests/<id>.json). A row's
// problems name its row and column, in the words of content/compiler/problems.ts.
import { aYearAfter } from "#content/compiler/review-dates.mjs";

/** The list's words for where a test is done, and the facts' `collection` each stands for. */
export const COLLECTIONS = { home: "home-sample", "home-paid": "home-visit", centre: "centre" };

/** First id a new test takes (ids below are the tests and packages the site started with). */
export const FIRST_NEW_ID = 1001;

/**
 * A new test's kind of sample, from the first words of its sample ("Blood (serum)" → blood). An existing
 * test whose sample is unchanged keeps its own (an ECG's "Non-invasive recording" is an ecg).
 */
const SAMPLE_WORDS = [
  [/^blood\b/i, "blood"],
  [/^urine\b/i, "urine"],
  [/^stool\b/i, "stool"],
  [/^sputum\b/i, "sputum"],
  [/^(throat |nasal |pus |wound )?swab\b|^pus\b/i, "swab"],
  [/^semen\b/i, "semen"],
  [/\bscraping\b/i, "scraping"],
  [/^imaging\b/i, "imaging"],
  [/^ecg\b/i, "ecg"],
  [/^breathing\b/i, "breathing"],
  [/^exercise\b/i, "exercise"],
  [/\brecording\b/i, "recording"],
];
const SAMPLE_ALLOWED =
  'a sample that starts with Blood, Urine, Stool, Sputum, Swab, Pus, Semen, Imaging, ECG, Breathing or Exercise, or names a scraping or a recording, e.g. "Blood (serum)", "Urine (spot sample)", "Overnight recording"';

/**
 * A new test's find-test specialty, from its laboratory section: the filter's own options where a section
 * is one (app/domain/find-test-query.ts), "general" otherwise, as most catalogue tests are.
 */
const SPECIALTY_OF_DISCIPLINE = { cardiology: "cardiology", neurology: "neurology", sleep: "neurology" };

/** Column of each field of the two files a row fills, for the problems zod finds. */
const FACTS_COLUMNS = {
  label: "name",
  sample: "sample",
  sampleKind: "sample",
  fastingHours: "fasting_hours",
  reportTime: "report_time",
  description: "description",
  collection: "collection",
  discipline: "discipline",
};
const TEST_COLUMNS = {
  name: "name",
  price: "price",
  aliases: "aliases",
  "review.reviewer": "reviewed_by",
  "review.reviewed": "reviewed_on",
  "review.nextReview": "reviewed_on",
};

const isRealDate = (text) => /^\d{4}-\d\d-\d\d$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A catalogue test with its search words where the file keeps them (after the name), or without the field when it has none. */
function withAliases(test, aliases) {
  const entries = Object.entries(test).filter(([key]) => key !== "aliases");
  if (aliases.length === 0) return Object.fromEntries(entries);
  const at = entries.findIndex(([key]) => key === "name") + 1;
  return Object.fromEntries([...entries.slice(0, at), ["aliases", aliases], ...entries.slice(at)]);
}

/**
 * One row (`number`, `cells` by column) checked against the menu and the content schemas. Returns
 * `{ problems }`, or `{ problems: [], plan }`: the row's facts and test (a new test with no id yet, its
 * facts `order` the given `order`). `seen` holds the codes of the rows before it (code → row number) and
 * gains this one's; `compiler` is the content compiler's `problemLine`, `validateFile`, `disciplines` and
 * `schemaOf` (a collection's schema by name).
 */
export function checkRow({ number, cells }, { listName, menu, testOf, seen, order, compiler }) {
  const { problemLine, validateFile, disciplines, schemaOf } = compiler;
  const at = `${listName}, row ${number}`;
  const problems = [];
  // The content compile's wording (problems.ts), said of a column.
  const line = (problem) => problemLine(problem).replace(`${at}: the field "`, `${at}: the column "`);
  const bad = (column, problem, allowed) => problems.push(line({ file: at, field: column, problem, allowed }));
  const { code } = cells;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(code))
    bad(
      "code",
      code ? `is "${code}", which is not a test code` : "is empty",
      "lower-case letters, digits and hyphens, e.g. lipid-profile: the name of the test's file in content/en/test-facts/ for a test the lab has, a new one for a new test",
    );
  else if (seen.has(code)) bad("code", `is "${code}", which row ${seen.get(code)} already has`, "each test once in the list");
  else seen.set(code, number);
  const price = /^\d+$/.test(cells.price) ? Number(cells.price) : undefined;
  if (price === undefined)
    bad(
      "price",
      `is "${cells.price}", which is not a whole number`,
      "the price in rupees, a whole number such as 450 (digits only: no ₹, comma or paise)",
    );
  const fasting = cells.fasting_hours === "" ? null : /^\d+$/.test(cells.fasting_hours) ? Number(cells.fasting_hours) : undefined;
  if (fasting === undefined)
    bad(
      "fasting_hours",
      `is "${cells.fasting_hours}", which is not a whole number`,
      "hours of fasting, a whole number such as 12; empty when no fasting is needed",
    );
  const collection = COLLECTIONS[cells.collection];
  if (!collection)
    bad(
      "collection",
      `is "${cells.collection}", which is not one of the options`,
      `${Object.keys(COLLECTIONS).join(", ")} (home: a free home sample; home-paid: a paid home visit; centre: at a centre only)`,
    );
  if (!menu.reviewers.includes(cells.reviewed_by))
    bad(
      "reviewed_by",
      `is "${cells.reviewed_by}", which is not a medical reviewer`,
      `a reviewer's id from content/en/medical-reviewers/: ${menu.reviewers.join(", ")}`,
    );
  if (!isRealDate(cells.reviewed_on))
    bad(
      "reviewed_on",
      `is "${cells.reviewed_on}", which is not a date written yyyy-mm-dd`,
      "the day a clinician signed the row off, e.g. 2026-11-24",
    );
  if (!disciplines.includes(cells.discipline))
    bad("discipline", `is "${cells.discipline}", which is not one of the options`, disciplines.join(", "));

  const existingTest = testOf.get(code);
  const existingFacts = menu.facts[code];
  const sameSample = existingFacts && existingFacts.sample === cells.sample;
  const sampleKind = sameSample ? existingFacts.sampleKind : SAMPLE_WORDS.find(([pattern]) => pattern.test(cells.sample))?.[1];
  if (!sampleKind && cells.sample) bad("sample", `is "${cells.sample}", which does not say what kind of sample it is`, SAMPLE_ALLOWED);
  const aliases = cells.aliases
    .split(";")
    .map((alias) => alias.trim())
    .filter(Boolean);

  const changes = {
    sample: cells.sample,
    sampleKind,
    fastingHours: fasting,
    reportTime: cells.report_time,
    description: cells.description,
  };
  const place = { collection, discipline: cells.discipline };
  const facts = existingFacts
    ? { ...existingFacts, ...changes, ...place }
    : { label: cells.name, ...changes, parameters: [cells.name], ...place, order };
  const sameReview =
    existingTest && existingTest.review.reviewer === cells.reviewed_by && existingTest.review.reviewed === cells.reviewed_on;
  const review = sameReview
    ? existingTest.review
    : {
        reviewer: cells.reviewed_by,
        reviewed: cells.reviewed_on,
        nextReview: isRealDate(cells.reviewed_on) ? aYearAfter(cells.reviewed_on) : cells.reviewed_on,
      };
  const test = existingTest
    ? withAliases({ ...existingTest, name: cells.name, price, review }, aliases)
    : withAliases(
        {
          id: 0,
          test: code,
          name: cells.name,
          aliases,
          specialty: SPECIALTY_OF_DISCIPLINE[cells.discipline] ?? "general",
          price,
          // Every test file carries it (content/collections/catalogue.schema.ts), so the editor's saves add nothing.
          homeVisitIncluded: false,
          popular: false,
          specializations: [],
          review,
        },
        aliases,
      );

  // The schemas' own checks (report time's form, empty text, the facts' rules), said per column; the
  // columns checked above are not said twice.
  const said = new Set(problems.map((text) => text.match(/the column "([^"]+)"/)?.[1]));
  for (const [result, columns] of [
    [validateFile(schemaOf("test-facts"), at, facts), FACTS_COLUMNS],
    [validateFile(schemaOf("catalogue-tests"), at, { ...test, id: test.id || FIRST_NEW_ID }), TEST_COLUMNS],
  ])
    if (!result.ok)
      for (const problem of result.problems) {
        const column = columns[problem.field.replace(/\[\d+\]$/, "")] ?? problem.field;
        if (!said.has(column)) problems.push(line({ ...problem, field: column }));
        said.add(column);
      }
  if (problems.length > 0) return { problems };
  return { problems, plan: { number, code, id: existingTest?.id, facts, test, before: existingTest, nameHi: cells.name_hi, aliases } };
}
