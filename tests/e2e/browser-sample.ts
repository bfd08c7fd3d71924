// Which pages a browser loads (docs/decisions/038-a-sample-of-generated-pages-in-the-browser.md).
import { staticPaths } from "#app/site-urls.ts";

/** A template with at most this many pages has every page loaded; a larger one has this many. */
export const BROWSER_SAMPLE_SIZE = 5;

/** The template a URL renders: a static path is its own; "/test-details/7" is "/test-details/*". */
export function templateOf(url: string): string {
  if ((staticPaths as readonly string[]).includes(url)) return url;
  const [, first, ...rest] = url.split("/");
  return `/${first}${"/*".repeat(rest.length)}`;
}

/**
 * The URLs a browser loads: every URL of a template with up to BROWSER_SAMPLE_SIZE pages; of a larger
 * one its first, its last and pages spread evenly between them (in the order given, so the same
 * pages on every run). Static checks over the built HTML still read every page.
 */
export function browserSample(urls: readonly string[], size = BROWSER_SAMPLE_SIZE): string[] {
  const byTemplate = new Map<string, string[]>();
  for (const url of urls) byTemplate.set(templateOf(url), [...(byTemplate.get(templateOf(url)) ?? []), url]);
  const picked = new Set<string>();
  for (const pages of byTemplate.values()) {
    if (pages.length <= size) pages.forEach((url) => picked.add(url));
    else for (let i = 0; i < size; i++) picked.add(pages[Math.round((i * (pages.length - 1)) / (size - 1))]!);
  }
  return urls.filter((url) => picked.has(url));
}
