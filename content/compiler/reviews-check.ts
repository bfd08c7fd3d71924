import type { ContentItem } from "#content/collections/collection.ts";
import type { ContentProblem } from "./problems.ts";
import { aYearAfter } from "./review-dates.mjs";

/** A medical review, wherever it sits in a file: { reviewer, reviewed, nextReview }. */
export function isReview(value: unknown): value is { reviewer: unknown; reviewed: string; nextReview: string } {
  return typeof value === "object" && value !== null && "reviewer" in value && "reviewed" in value && "nextReview" in value;
}

/**
 * The date problems of every medical review in a file (docs/content-review.md): a next review date
 * before today, so the build refuses to publish medical information nobody has re-read in time; and
 * one more than a year after the review, which would put that re-reading off. The review's schema
 * (content/collections/medical-review.schema.ts) refuses a date that is not one, and a next review not after
 * the review.
 */
export function reviewDateProblems(file: string, data: unknown, today: string, path = ""): ContentProblem[] {
  if (isReview(data)) {
    const field = `${path}.nextReview`.replace(/^\./, "");
    const problems: ContentProblem[] = [];
    const latest = aYearAfter(data.reviewed);
    if (data.nextReview > latest)
      problems.push({
        file,
        field,
        problem: `is ${JSON.stringify(data.nextReview)}, more than a year after the day it was reviewed (${data.reviewed})`,
        allowed: `a day at most a year after "reviewed", so ${latest} at the latest`,
      });
    if (data.nextReview < today)
      problems.push({
        file,
        field,
        problem: `says the medical review was due on ${data.nextReview}, so it is overdue`,
        allowed: `a clinician re-reads the medical facts of this item; then set "reviewed" to the day they signed it off and "nextReview" to the day it is due again, at most a year later`,
      });
    return problems;
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => reviewDateProblems(file, item, today, `${path}[${index}]`));
  if (typeof data === "object" && data !== null)
    return Object.entries(data).flatMap(([key, value]) => reviewDateProblems(file, value, today, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The problems of the month a claim's figures or counts were taken (docs/content-review.md, rule 26),
 * as reviewDateProblems judges a review: a month that ended more than 12 months before today, so the
 * build refuses to publish a figure nobody has measured again in time; and a month still to come.
 * `month` is yyyy-mm (the schema refuses any other form); `today` yyyy-mm-dd, the build's date.
 */
export function periodProblems(file: string, field: string, month: string, today: string): ContentProblem[] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const latestBuild = aYearAfter(lastDay);
  if (latestBuild < today)
    return [
      {
        file,
        field,
        problem: `is "${month}", a period that ended on ${lastDay}, more than 12 months before this build (${today})`,
        allowed: `count or measure it again and give the month of the new figures; a figure with no current period is taken off the site`,
      },
    ];
  if (month > today.slice(0, 7))
    return [
      {
        file,
        field,
        problem: `is "${month}", a month still to come (this build is on ${today})`,
        allowed: `the month the figures were taken, ${today.slice(0, 7)} at the latest`,
      },
    ];
  return [];
}

/** Every review names a reviewer of the medical-reviewers collection (when the registry has it). */
export function unknownReviewers(validated: Map<string, ContentItem<unknown>[]>, outputs: Map<string, unknown>): ContentProblem[] {
  const reviewers = outputs.get("medical-reviewers") as Record<string, unknown> | undefined;
  if (!reviewers) return [];
  const names = Object.keys(reviewers);
  const problems: ContentProblem[] = [];
  const walk = (file: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(file, item, `${path}[${index}]`));
    else if (typeof value === "object" && value !== null) {
      if (isReview(value) && !names.includes(String(value.reviewer)))
        problems.push({
          file,
          field: `${path}.reviewer`.replace(/^\./, ""),
          problem: `is ${JSON.stringify(value.reviewer)}, which is not a medical reviewer`,
          allowed: `the name of a file in the medical reviewers' folder: ${names.join(", ")}`,
        });
      for (const [key, item] of Object.entries(value)) walk(file, item, path ? `${path}.${key}` : key);
    }
  };
  for (const items of validated.values()) for (const item of items) walk(item.file, item.data, "");
  return problems;
}
