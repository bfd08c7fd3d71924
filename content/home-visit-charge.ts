import charge from "#content/generated/home-visit-charge.json" with { type: "json" };

/**
 * What a paid home visit adds to a test's price, in rupees (content/en/centre-settings.json, typed once:
 * docs/content-review.md, rule 22); `confirmedByLab` false until the lab confirms it. A module of its own:
 * every card's price line needs it (app/domain/home-visit-price.ts), and a page with cards should not
 * load the hours, the areas and the texts that quote them (./home-collection.ts) with it.
 */
export const homeVisitCharge: { amount: number; confirmedByLab: boolean } = charge;
