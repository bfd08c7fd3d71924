import { describe, expect, it } from "vitest";
import { languageAlternates, localePath, pathLanguage, samePageIn } from "./locale-paths.ts";

describe("locale paths", () => {
  it("puts a path under a language's prefix, the home page as the bare prefix", () => {
    expect(localePath("", "/about")).toBe("/about");
    expect(localePath("/hi", "/about")).toBe("/hi/about");
    expect(localePath("/hi", "/")).toBe("/hi");
    expect(localePath("/hi", "/?q=x")).toBe("/hi?q=x");
    expect(localePath("/hi", "/find-test?q=lipid&page=2")).toBe("/hi/find-test?q=lipid&page=2");
    expect(() => localePath("/hi", "https://example.com/")).toThrow();
    expect(() => localePath("/hi", "//example.com/")).toThrow();
  });

  it("reads a path's language and its English path", () => {
    expect(pathLanguage("/hi")).toEqual({ path: "/", code: "hi" });
    expect(pathLanguage("/hi/test-details/2")).toEqual({ path: "/test-details/2", code: "hi" });
    expect(pathLanguage("/hindi-guide")).toEqual({ path: "/hindi-guide", code: "en" });
    expect(pathLanguage("/")).toEqual({ path: "/", code: "en" });
  });

  it("leads to the same page in the other language, both ways", () => {
    expect(samePageIn("/find-test", "hi")).toBe("/hi/find-test");
    expect(samePageIn("/hi/find-test", "en")).toBe("/find-test");
    expect(samePageIn("/hi", "en")).toBe("/");
    expect(samePageIn("/", "hi")).toBe("/hi");
    expect(samePageIn("/hi/about", "hi")).toBe("/hi/about");
  });

  it("lists every language's URL and the English one as x-default", () => {
    expect(languageAlternates("https://lab.example/", "/hi/about")).toEqual([
      { hreflang: "en-IN", href: "https://lab.example/about" },
      { hreflang: "hi-IN", href: "https://lab.example/hi/about" },
      { hreflang: "x-default", href: "https://lab.example/about" },
    ]);
  });
});
