import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { noIndexMeta, pageMeta, shareImage } from "./page-meta";
import { siteConfig } from "~/config/site";

const origin = siteConfig.siteUrl;

function byKey(meta: MetaDescriptor[]) {
  const found = new Map<string, string>();
  for (const tag of meta) {
    const d = tag as Record<string, unknown>;
    if ("title" in d) found.set("title", String(d.title));
    else if (d.tagName === "link") found.set(`link:${String(d.rel)}`, String(d.href));
    else if ("name" in d) found.set(String(d.name), String(d.content));
    else if ("property" in d) found.set(String(d.property), String(d.content));
  }
  return found;
}

/** What React Router renders into <head> for these meta descriptors. */
function renderHead(meta: MetaDescriptor[]): string {
  const Stub = createRoutesStub([{ path: "/", meta: () => meta, Component: () => <Meta /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "About Us", description: "Who we are.", path: "/about" });
  const tags = byKey(meta);

  it("gives the title with the brand, the description and one canonical URL on the site origin", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(tags.get("title")).toBe(`About Us – ${siteConfig.brandName}`);
    expect(tags.get("description")).toBe("Who we are.");
    expect(tags.get("link:canonical")).toBe(`${origin}/about`);
    expect(meta.filter((m) => (m as { rel?: string }).rel === "canonical")).toHaveLength(1);
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

  it("uses the canonical path it is given for both canonical and og:url", () => {
    const alias = byKey(pageMeta({ title: "ECG – Cardiology", description: "d", path: "/services/cardiology/ecg" }));
    expect(alias.get("link:canonical")).toBe(`${origin}/services/cardiology/ecg`);
    expect(alias.get("og:url")).toBe(`${origin}/services/cardiology/ecg`);
  });

  it("adds one JSON-LD script per node", () => {
    const withLd = pageMeta({ title: "t", description: "d", path: "/", jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(withLd.filter((m) => "script:ld+json" in m)).toEqual([
      { "script:ld+json": { "@type": "A" } },
      { "script:ld+json": { "@type": "B" } },
    ]);
  });
});

describe("noIndexMeta", () => {
  it("asks not to be indexed and has no canonical link or share tags", () => {
    const meta = noIndexMeta("Page Not Found", "Gone.");
    expect(meta).toEqual([
      { title: `Page Not Found – ${siteConfig.brandName}` },
      { name: "description", content: "Gone." },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("JSON-LD as React Router renders it", () => {
  it("writes a script element whose text cannot end early, and still parses to the same data", () => {
    const hostile = { "@context": "https://schema.org", "@type": "Thing", name: "A </script><script>alert(1)</script> & <!-- x" };
    const html = renderHead(pageMeta({ title: "t", description: "d", path: "/", jsonLd: [hostile] }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const text = scripts[0]?.[1] ?? "";
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("renders the canonical link and share tags into the head markup", () => {
    const html = renderHead(pageMeta({ title: "About Us", description: "Who we are.", path: "/about" }));
    expect(html).toContain(`<link rel="canonical" href="${origin}/about"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });
});
