import { siteConfig } from "./site";

/** A route's meta tags: a distinct "Page – Brand" title and a description. */
export function pageMeta(title: string, description: string) {
  const fullTitle = `${title} – ${siteConfig.brandName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
  ];
}
