import { describe, expect, it } from "vitest";
import { reviewSentences } from "./medical-review.ts";

describe("medical reviews", () => {
  it("says who reviewed a page, by role and qualification, and when", () => {
    expect(reviewSentences({ reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" })).toEqual({
      reviewedBy: "Medically reviewed by a consultant pathologist, MD (Pathology), on 24 November 2026.",
      nextReview: "Next review due by 24 November 2027.",
    });
  });
});
