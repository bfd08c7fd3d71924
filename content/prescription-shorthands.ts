/**
 * The shorthand doctors write on a prescription and the studies the lab does not do, from
 * content/en/prescription-shorthands.json (edited at /admin, docs/editing.md; the Hindi build reads
 * the Hindi names and sentences). The list box reads them in the search index's prescription part
 * (app/domain/prescription-part.ts); the site search says a study is not done from `notDoneStudies`.
 */
import data from "#content/generated/prescription-shorthands.json" with { type: "json" };

/** Each shorthand's spellings and the test (a test facts key) or package (its number) it means. */
export const prescriptionShorthands = data.shorthands;

/** The studies the lab does not do: a search or a list naming one says so. */
export const notDoneStudies = data.notDone;
