import { describe, expect, it } from "vitest";
import { overdueMessage, overdueReviews, reviewSentences } from "./medical-review";
import { reviewedPages } from "./reviewed-pages";

const page = (where: string, nextReview: string) => ({
  where,
  review: { reviewer: "pathologist", reviewed: "2025-11-01", nextReview } as const,
});

describe("medical reviews", () => {
  it("finds the pages whose next review date has passed", () => {
    const pages = [page("a", "2026-11-23"), page("b", "2026-11-24"), page("c", "2027-01-01")];
    expect(overdueReviews(pages, "2026-11-24").map((p) => p.where)).toEqual(["a"]);
    expect(overdueReviews(pages, "2026-11-23")).toEqual([]);
  });

  it("tells the editor which file and item, and what to do", () => {
    const text = overdueMessage([page('app/content/catalogue.ts, test 2 "Lipid Profile"', "2026-11-23")]);
    expect(text).toBe(
      [
        "Medical review overdue on 1 page; the site is not built until a clinician has re-read each one and its review dates are updated (review.reviewed, review.nextReview):",
        '- app/content/catalogue.ts, test 2 "Lipid Profile": the medical review was due on 2026-11-23.',
      ].join("\n"),
    );
  });

  it("says who reviewed a page, by role and qualification, and when", () => {
    expect(reviewSentences({ reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" })).toEqual({
      reviewedBy: "Medically reviewed by a consultant pathologist, MD (Pathology), on 24 November 2026.",
      nextReview: "Next review due by 24 November 2027.",
    });
  });

  it("covers every test, package, department and article, none overdue today", () => {
    const pages = reviewedPages();
    // 41 catalogue entries, 4 departments, 12 articles (app/content/catalogue.ts, services.ts, articles.ts).
    expect(pages).toHaveLength(57);
    for (const p of pages) expect(p.review.nextReview > p.review.reviewed, p.where).toBe(true);
    expect(overdueReviews(pages, "2026-11-24")).toEqual([]);
  });
});
