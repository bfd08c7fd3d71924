import { siteConfig } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { languageAlternates } from "#app/domain/locale-paths.ts";
import { absoluteUrl } from "#app/domain/urls.ts";
import { locale } from "#words/locale.ts";
import { pageHeads } from "#words/page-heads.ts";

/** The local share image (public/og-image.png, rendered by scripts/make-share-images.mjs). */
export const shareImage = {
  path: "/og-image.png",
  type: "image/png",
  width: 1200,
  height: 630,
  alt: pageHeads.shareImageAlt(siteConfig.brandName),
} as const;

/** The brand's square logo (public/logo.png), for the structured data. */
export const logoPath = "/logo.png";

/** What the structured-data builders need to know about the site. */
export const siteFacts = { origin: siteConfig.siteUrl, brandName: siteConfig.brandName } as const;

export interface PageMetaInput {
  /** The page's own words; the brand is appended ("Page – Brand"). Unique across the site. */
  title: string;
  /** "en" when the title is an English name on a page of another language (an untranslated test, decision 034). */
  titleLang?: "en";
  /** One or two sentences from the page's content. Unique across the site. */
  description: string;
  /**
   * The canonical path of what the page shows ("/about", in English: the page's language adds its
   * prefix); usually its own path. A page that shows the
   * same screen as another URL names that URL (docs/decisions/002-facilities-paths.md).
   */
  path: string;
  /** schema.org JSON-LD nodes for this page, from `#app/domain/structured-data`. */
  jsonLd?: readonly object[];
}

/** What a page's <head> says about it (written by app/page-shell.astro). */
export interface PageHead {
  /** The full title, brand included. */
  title: string;
  /** The title's language when it is not the page's (`<title lang="en">`). */
  titleLang?: "en";
  description: string;
  /** The canonical URL, absolute, in the page's language; absent on pages that must not be indexed. */
  canonical?: string;
  /** The same page in every language and `x-default` (`<link rel="alternate" hreflang>`); none on `noindex` pages. */
  alternates: readonly { hreflang: string; href: string }[];
  /** `noindex` pages: not found, personal, utility. */
  noIndex?: boolean;
  /** Open Graph and Twitter card tags, by property or name, in order. */
  shareTags: readonly { key: "property" | "name"; name: string; content: string }[];
  /** schema.org JSON-LD nodes, one <script type="application/ld+json"> each. */
  jsonLd: readonly object[];
}

/**
 * A page's head: title, description, canonical link, Open Graph and Twitter card tags with the local
 * share image, and the page's JSON-LD. Every absolute URL is on the site origin (VITE_SITE_URL).
 */
export function pageMeta({ title, titleLang, description, path, jsonLd = [] }: PageMetaInput): PageHead {
  const fullTitle = `${title} – ${siteConfig.brandName}`;
  const url = absoluteUrl(siteConfig.siteUrl, localHref(path));
  const image = absoluteUrl(siteConfig.siteUrl, shareImage.path);
  const property = (name: string, content: string) => ({ key: "property" as const, name, content });
  const named = (name: string, content: string) => ({ key: "name" as const, name, content });
  return {
    title: fullTitle,
    ...(titleLang ? { titleLang } : {}),
    description,
    canonical: url,
    alternates: languageAlternates(siteConfig.siteUrl, path),
    shareTags: [
      property("og:type", "website"),
      property("og:site_name", siteConfig.brandName),
      property("og:locale", locale.ogLocale),
      property("og:url", url),
      property("og:title", fullTitle),
      property("og:description", description),
      property("og:image", image),
      property("og:image:type", shareImage.type),
      property("og:image:width", String(shareImage.width)),
      property("og:image:height", String(shareImage.height)),
      property("og:image:alt", shareImage.alt),
      named("twitter:card", "summary_large_image"),
      named("twitter:title", fullTitle),
      named("twitter:description", description),
      named("twitter:image", image),
      named("twitter:image:alt", shareImage.alt),
    ],
    jsonLd,
  };
}

/**
 * A screen that must not be indexed (not found, personal, utility): title and description, `noindex`,
 * and no canonical link or share tags.
 */
export function noIndexMeta(title: string, description: string): PageHead {
  return { title: `${title} – ${siteConfig.brandName}`, description, noIndex: true, alternates: [], shareTags: [], jsonLd: [] };
}

/**
 * A JSON-LD node as the text of its <script> element: `<`, `>` and `&` escaped as JSON unicode escapes,
 * so no text in the data can end the element or open a comment, and it parses to the same data.
 */
export function jsonLdText(node: object): string {
  return JSON.stringify(node).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
