import { describe, expect, it } from "vitest";
import { catalogue } from "#app/domain/catalogue.ts";
import { popularOnHome } from "#content/home.ts";
import { homeData } from "./home.data.ts";

describe("home page data", () => {
  it("carries the cards of the popular tests, then packages, the content names", () => {
    const { popular } = homeData().content;
    expect(popular.map((card) => [card.type, card.id])).toEqual([
      ...popularOnHome.tests.map((id) => ["test", id]),
      ...popularOnHome.packages.map((id) => ["package", id]),
    ]);
    expect(popular).toHaveLength(8); // four tests, four packages
    for (const card of popular) {
      const item = catalogue.find((i) => i.type === card.type && i.id === card.id)!;
      // The content picks tests among the catalogue's common tests; packages carry no such flag (no
      // unsourced "popular", docs/content-review.md rule 26).
      expect(item.popular, item.name).toBe(card.type === "test");
      // A card, not the whole item: what a list shows, no contents or preparation.
      expect(card).not.toHaveProperty("includes");
      expect(card).not.toHaveProperty("preparation");
    }
    // Two cards as content/catalogue.ts and content/test-facts.ts give them, written out by hand.
    expect(popular[0]).toEqual({
      id: 1,
      type: "test",
      name: "Complete Blood Count (CBC)",
      price: 299,
      popular: true,
      parameterCount: 24,
      facts: { reportTime: "6 hours", fastingHours: null, place: "Free home collection", atHome: true },
    });
    expect(popular.find((card) => card.id === 101)).toMatchObject({
      name: "Total Care Checkup",
      price: 2999,
      image: "/images/packages/full-body.svg",
      facts: { reportTime: "24-48 hours", fastingHours: 12, place: "Free home collection", atHome: true },
    });
  });

  it("gives each package category the lowest price of its packages", () => {
    // The cheapest of each category, read off content/catalogue.ts with the membership of
    // docs/behaviour.md#health-packages: Basic Health Checkup, Female Hormone Profile, Food Allergy
    // Screening Test, Anaemia Panel.
    expect(homeData().content.packageCategories.map((category) => [category.id, category.fromPrice])).toEqual([
      ["full-body", 1499],
      ["women-health", 2499],
      ["allergy", 2500],
      ["specialty", 1199],
    ]);
  });
});
