import { canonicalUrls, personalUrls, siteUrls } from "#app/site-urls.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemapXml", () => {
  it("lists every page in each language on the site origin, once each, with its alternates", () => {
    const xml = sitemapXml("https://example.com", ["/", "/about", "/about"]);
    const alternates = (path: string) =>
      `    <xhtml:link rel="alternate" hreflang="en-IN" href="https://example.com${path}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.com${path === "/" ? "/hi" : `/hi${path}`}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com${path}"/>\n`;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `  <url>\n    <loc>https://example.com/</loc>\n${alternates("/")}  </url>\n` +
        `  <url>\n    <loc>https://example.com/hi</loc>\n${alternates("/")}  </url>\n` +
        `  <url>\n    <loc>https://example.com/about</loc>\n${alternates("/about")}  </url>\n` +
        `  <url>\n    <loc>https://example.com/hi/about</loc>\n${alternates("/about")}  </url>\n` +
        "</urlset>\n",
    );
  });

  it("escapes XML in a location", () => {
    expect(sitemapXml("https://example.com", ["/a?b=1&c=<2>"])).toContain("<loc>https://example.com/a?b=1&amp;c=&lt;2&gt;</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap by its absolute URL", () => {
    expect(robotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.com/sitemap.xml\n",
    );
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
    // The A–Z's page numbers from before it became one page show it, canonical to /all-tests (decision 060).
    expect(aliases.filter((url) => url.startsWith("/all-tests/"))).toEqual(["/all-tests/2", "/all-tests/3"]);
    expect(aliases.every((url) => url === "/services/lab" || url.startsWith("/facilities/") || url.startsWith("/all-tests/"))).toBe(true);
    expect(canonical.some((url) => url.startsWith("/facilities/"))).toBe(false);
  });
});
