import { defaultSiteUrl, siteOriginFromEnv } from "./site-url";

describe("siteOriginFromEnv", () => {
  it("reads VITE_SITE_URL as an origin", () => {
    expect(siteOriginFromEnv({ VITE_SITE_URL: "https://www.example.com/" })).toBe("https://www.example.com");
  });

  it("falls back to the fictional default when unset or blank", () => {
    expect(siteOriginFromEnv({})).toBe(defaultSiteUrl);
    expect(siteOriginFromEnv({ VITE_SITE_URL: "  " })).toBe(defaultSiteUrl);
    expect(defaultSiteUrl).toMatch(/\.example$/);
  });

  it("fails loudly on a malformed value", () => {
    expect(() => siteOriginFromEnv({ VITE_SITE_URL: "healthplus.in" })).toThrow(/VITE_SITE_URL/);
  });
});
