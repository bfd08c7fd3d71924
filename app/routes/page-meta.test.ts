import { siteConfig } from "#app/config/site.ts";
import { jsonLdText, noIndexMeta, pageMeta, shareImage, type PageHead } from "./page-meta.ts";

const origin = siteConfig.siteUrl;

/** The head's tags by key, as app/page-shell.astro writes them. */
function byKey(head: PageHead) {
  const found = new Map<string, string>([
    ["title", head.title],
    ["description", head.description],
  ]);
  if (head.canonical) found.set("link:canonical", head.canonical);
  if (head.noIndex) found.set("robots", "noindex");
  for (const tag of head.shareTags) found.set(tag.name, tag.content);
  return found;
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "About Us", description: "Who we are.", path: "/about" });
  const tags = byKey(meta);

  it("gives the title with the brand, the description and one canonical URL on the site origin", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(tags.get("title")).toBe(`About Us – ${siteConfig.brandName}`);
    expect(tags.get("description")).toBe("Who we are.");
    expect(tags.get("link:canonical")).toBe(`${origin}/about`);
  });

  it("gives Open Graph and Twitter card tags with the absolute share image", () => {
    expect(Object.fromEntries(tags)).toMatchObject({
      "og:type": "website",
      "og:site_name": siteConfig.brandName,
      "og:locale": "en_IN",
      "og:url": `${origin}/about`,
      "og:title": `About Us – ${siteConfig.brandName}`,
      "og:description": "Who we are.",
      "og:image": `${origin}/og-image.png`,
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": shareImage.alt,
      "twitter:card": "summary_large_image",
      "twitter:title": `About Us – ${siteConfig.brandName}`,
      "twitter:description": "Who we are.",
      "twitter:image": `${origin}/og-image.png`,
    });
    expect(tags.has("robots")).toBe(false);
  });

  it("names the page in both languages and English as x-default", () => {
    expect(meta.alternates).toEqual([
      { hreflang: "en-IN", href: `${origin}/about` },
      { hreflang: "hi-IN", href: `${origin}/hi/about` },
      { hreflang: "x-default", href: `${origin}/about` },
    ]);
  });

  it("uses the canonical path it is given for both canonical and og:url", () => {
    const alias = byKey(pageMeta({ title: "ECG – Cardiology", description: "d", path: "/services/cardiology/ecg" }));
    expect(alias.get("link:canonical")).toBe(`${origin}/services/cardiology/ecg`);
    expect(alias.get("og:url")).toBe(`${origin}/services/cardiology/ecg`);
  });

  it("carries the JSON-LD nodes it is given, in order", () => {
    const withLd = pageMeta({ title: "t", description: "d", path: "/", jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(withLd.jsonLd).toEqual([{ "@type": "A" }, { "@type": "B" }]);
  });
});

describe("noIndexMeta", () => {
  it("asks not to be indexed and has no canonical link or share tags", () => {
    const meta = noIndexMeta("Page Not Found", "Gone.");
    expect(meta).toEqual({
      title: `Page Not Found – ${siteConfig.brandName}`,
      description: "Gone.",
      noIndex: true,
      alternates: [],
      shareTags: [],
      jsonLd: [],
    });
  });
});

describe("JSON-LD as the page shell writes it", () => {
  it("is text that cannot end its script element early, and still parses to the same data", () => {
    const hostile = { "@context": "https://schema.org", "@type": "Thing", name: "A </script><script>alert(1)</script> & <!-- x" };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
