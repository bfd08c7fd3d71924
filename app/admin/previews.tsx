import { createElement, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ItemCard } from "~/components/ui/item-card";
import type { TestFacts } from "~/content/test-facts.schema";
import { formatLongDate } from "~/domain/dates";
import { itemFactsOf, type ItemFacts } from "~/domain/test-facts";

/**
 * The editor's previews of an entry, drawn by the site's own components in the site's stylesheets
 * (registered by app/admin/editor.ts for each collection whose `editor.preview` names one).
 *
 * Sveltia CMS renders a preview template with the React it bundles; our components need ours (their
 * hooks belong to the React that renders them). So the template Sveltia renders is one element whose
 * ref is a DOM node in the preview's frame, and our own react-dom renders the site's component into it,
 * again on every change of the entry.
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

const roots = new WeakMap<Element, Root>();

/** A Sveltia preview template that renders `render(data)` with the site's React into the frame. */
export function siteTemplate(render: (data: Data) => ReactNode) {
  return function SitePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    return createElement("div", {
      "data-site-preview": "",
      ref: (node: HTMLDivElement | null) => {
        if (!node) return;
        let root = roots.get(node);
        if (!root) {
          root = createRoot(node);
          roots.set(node, root);
        }
        root.render(render(data));
      },
    });
  };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const number = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * A test's card facts from the entry itself: the report time, the fast and where it is done, derived as
 * the site derives them when the entry has the test's facts (`itemFactsOf`). Which centres offer a
 * centre-only test lives in another collection, so that test's place reads "At a centre" here.
 */
export function previewFacts(data: Data): ItemFacts {
  const facts = (data.facts && typeof data.facts === "object" ? data.facts : data) as Partial<TestFacts>;
  try {
    if (facts.reportTime && facts.collection) return itemFactsOf([facts as TestFacts]);
  } catch {
    // an entry half filled in: show what it has
  }
  return {
    ...(facts.reportTime ? { reportTime: facts.reportTime } : {}),
    fastingHours: facts.fastingHours ?? null,
    place: facts.collection === "centre" ? "At a centre" : facts.collection ? "Home collection" : "",
    atHome: facts.collection !== undefined && facts.collection !== "centre",
  };
}

/** A test or package as the site's card shows it on every list. */
export function TestCardPreview({ data }: { data: Data }) {
  return (
    <ul className="max-w-md list-none p-4">
      <ItemCard
        name={text(data.name) || text(data.label) || "(no name yet)"}
        price={number(data.price)}
        popular={data.popular === true}
        facts={previewFacts(data)}
      >
        {text(data.description) ? <p className="mt-2 text-sm text-ink-700">{text(data.description)}</p> : null}
      </ItemCard>
    </ul>
  );
}

/** The paragraphs of a Markdown body (blank lines between them), without its Markdown marks. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** An article: its title, date, author and paragraphs, as the blog shows them. */
export function ArticlePreview({ data }: { data: Data }) {
  const date = text(data.date);
  let when = date;
  try {
    if (date) when = formatLongDate(date);
  } catch {
    // a date still being typed
  }
  const paragraphs = Array.isArray(data.content) ? data.content.map(text) : paragraphsOf(text(data.body));
  return (
    <article className="mx-auto max-w-2xl p-6 text-ink-900">
      <h1 className="text-3xl font-bold">{text(data.title) || "(no title yet)"}</h1>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-ink-600">
        <span>{text(data.author)}</span>
        {date ? <time dateTime={date}>{when}</time> : null}
      </p>
      <div className="mt-4 space-y-3 text-ink-700">
        {paragraphs.map((paragraph, index) => (
          // Paragraphs may repeat while being typed: their place is their key.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

/** The previews a collection's `editor.preview` may name. */
export const previewTemplates: Record<string, ReturnType<typeof siteTemplate>> = {
  "test-card": siteTemplate((data) => <TestCardPreview data={data} />),
  article: siteTemplate((data) => <ArticlePreview data={data} />),
};
