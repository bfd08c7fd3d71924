import { describe, expect, it } from "vitest";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { packagesInCategory } from "~/domain/package-categories";
import { popularOnHome } from "~/content/home";
import { homeData } from "./home.data";

describe("home page data", () => {
  it("carries the cards of the popular tests, then packages, the content names", () => {
    const { popular } = homeData().content;
    expect(popular.map((card) => [card.type, card.id])).toEqual([
      ...popularOnHome.tests.map((id) => ["test", id]),
      ...popularOnHome.packages.map((id) => ["package", id]),
    ]);
    for (const card of popular) {
      const item = catalogue.find((i) => i.type === card.type && i.id === card.id)!;
      expect(card).toEqual(catalogueCard(item));
      // The content picks among the catalogue's own popular items.
      expect(item.popular, item.name).toBe(true);
    }
  });

  it("gives each package category the lowest price of its packages", () => {
    for (const category of homeData().content.packageCategories) {
      const prices = packagesInCategory(catalogue, category.id).map((item) => item.price);
      expect(prices.length, category.id).toBeGreaterThan(0);
      expect(category.fromPrice, category.id).toBe(Math.min(...prices));
      expect(prices.every((price) => price >= category.fromPrice!)).toBe(true);
    }
  });
});
