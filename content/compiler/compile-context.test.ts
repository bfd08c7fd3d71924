import { describe, expectTypeOf, it } from "vitest";
import type { catalogueTestsCollection } from "#content/collections/catalogue.collection.ts";
import type { CompileContext } from "#content/collections/collection.ts";

// Types only: typecheck (npm run typecheck) fails these, the test run only names them. Nothing calls `get`.
const context: CompileContext = {
  locale: "en",
  today: "2026-12-07",
  get: () => {
    throw new Error("not called: the types are the test");
  },
  problem: () => undefined,
};

describe("the compile context's get, typed by the collections' registry", () => {
  it("gives another collection's output the type its compile returns", () => {
    expectTypeOf(context.get<"catalogue-tests">).returns.toEqualTypeOf<ReturnType<(typeof catalogueTestsCollection)["compile"]>>();
    expectTypeOf(context.get<"catalogue-tests">)
      .returns.items.toHaveProperty("price")
      .toEqualTypeOf<number>();
    expectTypeOf(context.get<"emergency">)
      .returns.toHaveProperty("number")
      .toEqualTypeOf<string>();
    expectTypeOf(context.get<"claims">)
      .returns.toHaveProperty("listedTests")
      .toEqualTypeOf<number>();
  });

  it("refuses a name no collection has", () => {
    // @ts-expect-error -- the catalogue's tests are "catalogue-tests"; no collection is named "catalogue"
    expectTypeOf(context.get).toBeCallableWith("catalogue");
    expectTypeOf(context.get).toBeCallableWith("catalogue-tests");
  });
});
