import { describe, expect, it } from "vitest";
import { LOCALES } from "#scripts/locale-modules.mjs";
import { siteLanguages } from "./locale-paths.ts";

// The builds (scripts/locale-modules.mjs) and the paths (./locale-paths.ts) name the same languages, in
// the same order: the first is the default, at the site's root.
describe("the site's languages", () => {
  it("are the same for the builds and the paths", () => {
    expect(siteLanguages.map((language) => language.code)).toEqual(LOCALES);
    expect(siteLanguages[0]).toMatchObject({ code: "en", prefix: "" });
  });
});
