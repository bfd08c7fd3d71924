import { describe, expect, it } from "vitest";
import { checkSoldAlone } from "./catalogue.collection";
import type { CompileContext } from "./collection";
import { problemLine } from "./problems";

// A made-up menu: three tests' facts, one of them also on a department list at ₹325.
const context: CompileContext = {
  locale: "en",
  get: <T,>(name: string) =>
    ({ "test-facts": { cbc: {}, crp: {}, ferritin: {} }, "department-tests": [{ id: "cbc", price: 325 }] })[name] as T,
  problem: () => undefined,
};

describe("the whole menu check: every test's facts sold alone, once, at the department's price", () => {
  it("passes a menu where each key is sold once and the department test at its list price", () => {
    const tests = [
      { id: 1, test: "cbc", price: 325 },
      { id: 1001, test: "crp", price: 450 },
      { id: 1002, test: "ferritin", price: 700 },
    ];
    expect(checkSoldAlone(tests, context)).toEqual([]);
  });

  it("names the facts file sold by no test, the tests selling one twice, and both prices", () => {
    const tests = [
      { id: 1, test: "cbc", price: 299 },
      { id: 12, test: "crp", price: 450 },
      { id: 1005, test: "crp", price: 450 },
    ];
    expect(checkSoldAlone(tests, context).map(problemLine)).toEqual([
      'content/en/test-facts/crp.json: is sold by tests 12 and 1005. Allowed: exactly one file in content/en/tests/ with "test": "crp".',
      'content/en/test-facts/ferritin.json: is sold by no test in content/en/tests/. Allowed: exactly one file in content/en/tests/ with "test": "ferritin".',
      'content/en/tests/1.json: the field "price" is 299, but content/en/department-tests/cbc.json sells the same test for 325. Allowed: 325, the department list\'s price (or change both files).',
    ]);
  });
});
