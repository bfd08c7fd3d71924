// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageHeightBudgetPx } from "./budgets.mjs";

describe("page height budgets", () => {
  it("give a Hindi page its English page's budget, 8% more, as its type is", () => {
    expect([pageHeightBudgetPx("/"), pageHeightBudgetPx("/about"), pageHeightBudgetPx("/test-guide")]).toEqual([7000, 9000, 14000]);
    expect([pageHeightBudgetPx("/hi"), pageHeightBudgetPx("/hi/about?x=1"), pageHeightBudgetPx("/hi/test-guide")]).toEqual([
      7560, 9720, 15120,
    ]);
    expect(pageHeightBudgetPx("/history")).toBe(9000);
  });
});
