import { describe, expect, it } from "vitest";
import { pageButtons, paginate, paginationSummary } from "./pagination.ts";

describe("paginate", () => {
  it("slices and summarises", () => {
    const slice = paginate(41, 2, 10);
    expect(slice).toMatchObject({ page: 2, pages: 5, start: 10, end: 20 });
    expect(paginationSummary(slice)).toBe("Showing 11 to 20 of 41 items");
    expect(paginationSummary(paginate(41, 5, 10))).toBe("Showing 41 to 41 of 41 items");
  });

  it("clamps the page between 1 and the number of pages", () => {
    expect(paginate(41, 99, 10).page).toBe(5);
    expect(paginate(41, 0, 10).page).toBe(1);
    expect(paginate(41, -3, 10).page).toBe(1);
    expect(paginate(41, Number.NaN, 10).page).toBe(1);
    expect(paginate(41, Infinity, 10).page).toBe(1);
  });

  it("has one empty page when nothing matches", () => {
    const slice = paginate(0, 3, 10);
    expect(slice).toMatchObject({ page: 1, pages: 1, start: 0, end: 0 });
    expect(paginationSummary(slice)).toBe("Showing 0 to 0 of 0 items");
  });
});

describe("page buttons", () => {
  it("shows every page when there are at most 5", () => {
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 1)).toEqual([1]);
  });

  it("shows up to 5 numbers with ellipsis, first and last always reachable", () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, "ellipsis-end", 20]);
    expect(pageButtons(10, 20)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]);
    expect(pageButtons(20, 20)).toEqual([1, "ellipsis-start", 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) {
      const buttons = pageButtons(page, 20);
      const numbers = buttons.filter((b) => typeof b === "number");
      expect(numbers.length).toBeLessThanOrEqual(5);
      expect(numbers).toContain(1);
      expect(numbers).toContain(20);
      expect(numbers).toContain(page);
    }
  });

  it("shows 3 numbers on narrow screens", () => {
    expect(pageButtons(1, 5, 3)).toEqual([1, 2, "ellipsis-end", 5]);
    expect(pageButtons(3, 5, 3)).toEqual([1, "ellipsis-start", 3, "ellipsis-end", 5]);
    expect(pageButtons(5, 5, 3)).toEqual([1, "ellipsis-start", 4, 5]);
    expect(pageButtons(2, 3, 3)).toEqual([1, 2, 3]);
  });

  it("survives bad numbers", () => {
    expect(pageButtons(Number.NaN, Number.NaN)).toEqual([1]);
    expect(pageButtons(99, 4)).toEqual([1, 2, 3, 4]);
  });
});
