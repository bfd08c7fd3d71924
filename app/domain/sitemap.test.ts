import { canonicalUrls, personalUrls, siteUrls } from "~/site-urls";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists absolute URLs on the site origin, once each", () => {
    const xml = sitemapXml("https://example.com", ["/", "/about", "/about"]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://example.com/</loc></url>\n" +
        "  <url><loc>https://example.com/about</loc></url>\n" +
        "</urlset>\n",
    );
  });

  it("escapes XML in a location", () => {
    expect(sitemapXml("https://example.com", ["/a?b=1&c=<2>"])).toContain("<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap by its absolute URL", () => {
    expect(robotsTxt("https://example.com")).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.com/sitemap.xml\n");
  });
});

describe("the site's URL lists", () => {
  it("the sitemap's canonical URLs are the pre-rendered ones minus the aliases and personal pages", () => {
    const canonical = canonicalUrls();
    const personal = personalUrls();
    const all = siteUrls();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining([...canonical, ...personal]));
    expect(personal).toEqual(["/my-package"]);
    expect(canonical.length).toBeGreaterThan(50); // 41 catalogue pages alone
    expect(canonical.some((url) => personal.includes(url))).toBe(false);
    const aliases = all.filter((url) => !canonical.includes(url) && !personal.includes(url));
    expect(aliases).toContain("/services/lab");
    expect(aliases.every((url) => url === "/services/lab" || url.startsWith("/facilities/"))).toBe(true);
    expect(canonical.some((url) => url.startsWith("/facilities/"))).toBe(false);
  });
});
