import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { ItemList } from "#app/components/ui/item-list.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import { itemFactsOf, type ItemFacts } from "#app/domain/test-facts.ts";
import type { TestFacts } from "#content/collections/test-facts.schema.ts";
import testsData from "#content/generated/catalogue-tests.json" with { type: "json" };
import { paragraphsOf } from "#content/paragraphs.ts";
import { placeholderValues } from "#content/placeholder-values.ts";
import { fillPlaceholders } from "#content/placeholders.ts";
import { testFacts } from "#content/test-facts.ts";

/**
 * The previews' content: the site's own components, with the content they read (every test's facts,
 * which grow with the menu). Loaded with the first preview the editor shows (./previews.tsx), not with
 * the editor: its sign-in page and list stay the same weight however many tests the lab sells
 * (docs/editing.md).
 */

type Data = Record<string, unknown>;

const roots = new WeakMap<Element, Root>();

/** Renders with the site's React into `node` (a node of the preview's frame), again on every change. */
export function renderPreview(node: Element, preview: string, data: Data): void {
  const render = previewRenders[preview];
  if (!render) throw new Error(`previews: no preview "${preview}"`);
  let root = roots.get(node);
  if (!root) {
    root = createRoot(node);
    roots.set(node, root);
  }
  root.render(render(data));
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const number = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The test keys an entry names: a catalogue test its `test`, a package the tests of its lines, a
 * department test its own id, a home-care package its `tests`.
 */
export function testKeysNamedBy(data: Data): string[] {
  if (typeof data.test === "string") return [data.test];
  if (Array.isArray(data.contents))
    return data.contents.flatMap((line) =>
      typeof line === "string"
        ? [line]
        : Array.isArray((line as Data)?.tests)
          ? ((line as Data).tests as unknown[]).filter((t): t is string => typeof t === "string")
          : [],
    );
  if (Array.isArray(data.tests)) return data.tests.filter((t): t is string => typeof t === "string");
  if (typeof data.id === "string") return [data.id];
  return [];
}

/**
 * A card's facts as the site derives them (`itemFactsOf`): from the facts of the tests the entry names,
 * as the last build compiled them (content/en/test-facts/). A key not (yet) among them is left out;
 * with none, the card says nothing it cannot know. Which centres offer a centre-only test lives in
 * another collection, so that test's place reads "At a centre" here.
 */
export function previewFacts(data: Data, facts: Readonly<Record<string, TestFacts>> = testFacts): ItemFacts | undefined {
  const tests = [...new Set(testKeysNamedBy(data))].flatMap((key) => (facts[key] ? [facts[key]] : []));
  if (tests.length === 0) return undefined;
  try {
    return itemFactsOf(tests, [], data.homeVisitIncluded === true || soldAs(data)?.homeVisitIncluded === true);
  } catch {
    return undefined;
  }
}

/**
 * The catalogue test a department test is sold as (it has no price of its own: one test, one price,
 * docs/decisions/055-one-price-per-test.md), as the last build compiled it.
 */
function soldAs(data: Data): { price: number; homeVisitIncluded?: boolean } | undefined {
  if (data.price !== undefined || typeof data.id !== "string") return undefined;
  return testsData.find((entry) => entry.test === data.id);
}

/** A test or package as the site's card shows it on every list, with the fast's warning its list says above it. */
export function TestCardPreview({ data }: { data: Data }) {
  const facts = previewFacts(data);
  const name = text(data.name) || text(data.label) || "(no name yet)";
  if (!facts)
    // Without the test's facts the card would claim "No fasting": it says what is missing instead.
    return (
      <div className="m-4 max-w-md rounded-xl border border-ink-200 bg-white p-4 text-ink-900">
        <p className="font-semibold">{name}</p>
        <p className="mt-2 text-sm text-ink-700">
          Choose the test&apos;s facts (Test facts) to see its report time, fasting and collection as patients will.
        </p>
      </div>
    );
  return (
    <div className="max-w-md p-4">
      <ItemList items={[{ name, fastingNote: facts.fastingNote }]} className="list-none">
        <ItemCard name={name} price={number(data.price ?? soldAs(data)?.price)} popular={data.popular === true} facts={facts}>
          {text(data.description) ? <p className="mt-2 text-sm text-ink-700">{text(data.description)}</p> : null}
        </ItemCard>
      </ItemList>
    </div>
  );
}

/** A paragraph with its placeholders filled as the site fills them; one the site does not know stays as written (the build will name it). */
function filled(paragraph: string): string {
  try {
    return fillPlaceholders(paragraph, placeholderValues);
  } catch {
    return paragraph;
  }
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
  const paragraphs = (Array.isArray(data.content) ? data.content.map(text) : paragraphsOf(text(data.body))).map(filled);
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
export const previewRenders: Record<string, (data: Data) => ReactNode> = {
  "test-card": (data) => <TestCardPreview data={data} />,
  article: (data) => <ArticlePreview data={data} />,
};
