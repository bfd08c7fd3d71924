import { createElement } from "react";
import type { renderPreview } from "./preview-cards.tsx";

/**
 * The editor's previews of an entry, drawn by the site's own components in the site's stylesheets
 * (registered by app/admin/editor.ts for each collection whose `editor.preview` names one).
 *
 * Sveltia CMS renders a preview template with the React it bundles; our components need ours (their
 * hooks belong to the React that renders them). So the template Sveltia renders is one element whose
 * ref is a DOM node in the preview's frame, and our own react-dom renders the site's component into it,
 * again on every change of the entry. The site's components and the content they read (every test's
 * facts) are ./preview-cards.tsx, a chunk of its own loaded with the first preview shown: the editor's
 * own start stays the same weight as the menu grows (docs/editing.md).
 */

type Data = Record<string, unknown>;

/** What Sveltia hands a preview template: the entry, Immutable.js-style (`entry.get("data").toJS()`). */
interface PreviewProps {
  entry?: { get?: (key: string) => unknown; data?: Data };
}

/** An entry's field values as a plain object. */
export function entryData(entry: PreviewProps["entry"]): Data {
  const data = entry?.get ? entry.get("data") : entry?.data;
  if (data && typeof (data as { toJS?: unknown }).toJS === "function") return (data as { toJS: () => Data }).toJS();
  return data && typeof data === "object" ? (data as Data) : {};
}

/** The previews' chunk, loaded once, with the first preview shown. */
let previewCards: Promise<{ renderPreview: typeof renderPreview }> | undefined;

/** A Sveltia preview template that renders the site's preview `preview` of the entry with the site's React into the frame. */
export function siteTemplate(preview: string) {
  return function SitePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    return createElement("div", {
      "data-site-preview": "",
      ref: (node: HTMLDivElement | null) => {
        if (!node) return;
        previewCards ??= import("./preview-cards.tsx");
        // Renders land in the order the entry changed: every one waits on the same load.
        void previewCards.then(({ renderPreview }) => renderPreview(node, preview, data));
      },
    });
  };
}

/** The previews a collection's `editor.preview` may name (./preview-cards.tsx `previewRenders`). */
export const previewTemplates: Record<string, ReturnType<typeof siteTemplate>> = {
  "test-card": siteTemplate("test-card"),
  article: siteTemplate("article"),
};
