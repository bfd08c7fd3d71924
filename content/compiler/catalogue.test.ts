import { describe, expect, it } from "vitest";
import { checkSoldAlone } from "#content/collections/catalogue.collection.ts";
import type { CompileContext } from "#content/collections/collection.ts";
import { problemLine } from "./problems.ts";

// A made-up menu: three tests' facts.
const context: CompileContext = {
  locale: "en",
  today: "2026-11-26",
  get: <T>(name: string) => ({ "test-facts": { cbc: {}, crp: {}, ferritin: {} } })[name] as T,
  problem: () => undefined,
};

describe("the whole menu check: every test's facts sold alone, once", () => {
  it("passes a menu where each key is sold once", () => {
    const tests = [
      { id: 1, test: "cbc" },
      { id: 1001, test: "crp" },
      { id: 1002, test: "ferritin" },
    ];
    expect(checkSoldAlone(tests, context)).toEqual([]);
  });

  it("names the facts file sold by no test and the tests selling one twice", () => {
    const tests = [
      { id: 1, test: "cbc" },
      { id: 12, test: "crp" },
      { id: 1005, test: "crp" },
    ];
    expect(checkSoldAlone(tests, context).map(problemLine)).toEqual([
      'content/en/test-facts/crp.json: is sold by tests 12 and 1005. Allowed: exactly one file in content/en/tests/ with "test": "crp".',
      'content/en/test-facts/ferritin.json: is sold by no test in content/en/tests/. Allowed: exactly one file in content/en/tests/ with "test": "ferritin".',
    ]);
  });
});
