// The Hindi build's modules, as its pages get them: this file runs in the "hindi" project (vitest.config.ts), which
// resolves #words/… and #content/generated/… with the import condition "hi" (docs/decisions/066-language-as-an-import-condition.md).
// The other unit tests see English; these hold that the rules take their words, dates and content from Hindi.
import { describe, expect, it } from "vitest";
import { catalogueEntries } from "#content/catalogue.ts";
import { locale } from "#words/locale.ts";
import { reviewSentences } from "./medical-review.ts";
import { formatRupees, priceRangeText } from "./money.ts";
import { paginate, paginationSummary } from "./pagination.ts";
import { checkIndianPhone, phoneErrorMessage } from "./phone.ts";
import { joinList } from "./text.ts";

describe("the rules in the Hindi build", () => {
  it("is the Hindi build", () => {
    expect(locale.htmlLang).toBe("hi-IN");
  });

  it("writes rupees with Indian grouping in Latin digits, and a price range in Hindi", () => {
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(priceRangeText(199)).toBe("₹199 से शुरू");
    expect(priceRangeText(800, 5000)).toBe("₹800 – ₹5,000");
  });

  it("counts a list's pages and joins a list in Hindi", () => {
    expect(paginationSummary(paginate(30, 2, 12))).toBe("कुल 30 में से 13 से 24 तक दिख रहे हैं");
    expect(joinList(["CBC", "TSH", "HbA1c"])).toBe("CBC, TSH और HbA1c");
  });

  it("refuses a phone number in Hindi", () => {
    expect(phoneErrorMessage(checkIndianPhone(""))).toBe("कृपया अपना फ़ोन नंबर डालें, ताकि हम आपको वापस कॉल कर सकें।");
  });

  it("dates a medical review in Hindi, with the reviewer's Hindi role from content/hi", () => {
    expect(reviewSentences({ reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" })).toEqual({
      reviewedBy: "इस पेज की मेडिकल समीक्षा 24 नवंबर 2026 को हुई; समीक्षक: कंसल्टेंट पैथोलॉजिस्ट, MD (Pathology)।",
      nextReview: "अगली समीक्षा 24 नवंबर 2027 तक होनी है।",
    });
  });

  it("reads the catalogue's Hindi names over its English facts", () => {
    const cbc = catalogueEntries.find((entry) => entry.type === "test" && entry.id === 1);
    expect(cbc?.name).toBe("कंप्लीट ब्लड काउंट (Complete Blood Count, CBC)");
    expect(cbc?.price).toBe(299);
  });
});
