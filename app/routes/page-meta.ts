import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/domain/urls";
import { siteConfig } from "~/config/site";

/** The local share image (public/og-image.png, rendered by scripts/make-share-images.mjs). */
export const shareImage = {
  path: "/og-image.png",
  type: "image/png",
  width: 1200,
  height: 630,
  alt: `${siteConfig.brandName}: accredited lab tests and home sample collection across Delhi/NCR and Jammu & Kashmir`,
} as const;

/** The brand's square logo (public/logo.png), for the structured data. */
export const logoPath = "/logo.png";

/** What the structured-data builders need to know about the site. */
export const siteFacts = { origin: siteConfig.siteUrl, brandName: siteConfig.brandName } as const;

export interface PageMetaInput {
  /** The page's own words; the brand is appended ("Page – Brand"). Unique across the site. */
  title: string;
  /** One or two sentences from the page's content. Unique across the site. */
  description: string;
  /**
   * The canonical path of what the page shows ("/about"); usually its own path. A page that shows the
   * same screen as another URL names that URL (docs/decisions/002-facilities-paths.md).
   */
  path: string;
  /** schema.org JSON-LD nodes for this page, from `~/domain/structured-data`. */
  jsonLd?: readonly object[];
}

/**
 * A route's head: title, description, canonical link, Open Graph and Twitter card tags with the local
 * share image, and the page's JSON-LD. Every absolute URL is on the site origin (VITE_SITE_URL).
 */
export function pageMeta({ title, description, path, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} – ${siteConfig.brandName}`;
  const url = absoluteUrl(siteConfig.siteUrl, path);
  const image = absoluteUrl(siteConfig.siteUrl, shareImage.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:locale", content: "en_IN" },
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: shareImage.type },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    // React Router renders each as <script type="application/ld+json">, escaping <, > and & in the
    // JSON so no text can end the script element (page-meta.test.tsx checks it). The cast: schema-dts
    // types are interfaces without the index signature React Router's JSON type asks for.
    ...jsonLd.map((node) => ({ "script:ld+json": node }) as MetaDescriptor),
  ];
}

/**
 * A screen that must not be indexed (not found, redirecting): title and description, `noindex`, and
 * no canonical link or share tags.
 */
export function noIndexMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} – ${siteConfig.brandName}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}
