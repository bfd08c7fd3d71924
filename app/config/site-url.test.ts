import { originOf } from "./site-url.ts";

describe("originOf", () => {
  it("keeps scheme, host and port only", () => {
    expect(originOf("https://www.example.com")).toBe("https://www.example.com");
    expect(originOf("https://www.example.com/")).toBe("https://www.example.com");
    expect(originOf(" https://Example.com/some/path?q=1#x ")).toBe("https://example.com");
    expect(originOf("http://127.0.0.1:4410/")).toBe("http://127.0.0.1:4410");
  });

  it("rejects what is not an absolute http(s) URL", () => {
    expect(() => originOf("www.example.com")).toThrow(/absolute URL/);
    expect(() => originOf("/about")).toThrow(/absolute URL/);
    expect(() => originOf("ftp://example.com")).toThrow(/http\(s\)/);
    expect(() => originOf("javascript:alert(1)")).toThrow(/http\(s\)/);
  });
});
