import { absoluteUrl } from "./urls.ts";

describe("absoluteUrl", () => {
  it("joins an origin and a site path", () => {
    expect(absoluteUrl("https://example.com", "/")).toBe("https://example.com/");
    expect(absoluteUrl("https://example.com", "/test-details/1")).toBe("https://example.com/test-details/1");
    expect(absoluteUrl("https://example.com/", "/about")).toBe("https://example.com/about");
  });

  it("refuses a relative path", () => {
    expect(() => absoluteUrl("https://example.com", "about")).toThrow();
  });
});
