import { describe, expect, it } from "vitest";
import { localHref } from "./local-href.ts";

// Unit tests run with the English modules: a link keeps its path. The Hindi build's links are checked on
// the built pages (tests/e2e/hindi-built-pages.spec.ts).
describe("localHref (English)", () => {
  it("keeps a page's path, a file's path and another kind of link as they are", () => {
    for (const href of [
      "/",
      "/find-test?q=lipid",
      "/images/a.svg",
      "/downloads/guide.pdf",
      "/images/a.svg?v=1",
      "tel:+911",
      "mailto:a@b.c",
      "https://wa.me/1",
      "#faq",
    ])
      expect(localHref(href)).toBe(href);
  });
});
