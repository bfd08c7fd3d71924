import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

/** `summary`: one line under the title that says what the closed item holds. */
export type AccordionItem = { id: string; title: ReactNode; summary?: ReactNode; content: ReactNode };

/**
 * One-open-at-a-time accordion on native <details name>: the browser closes the others, and
 * clicking the open item closes it. Works without JavaScript and by keyboard.
 */
export function Accordion({
  name,
  items,
  defaultOpenId,
  headingLevel = 3,
}: {
  /** Group name shared by the <details> elements; unique per accordion on a page. */
  name: string;
  items: AccordionItem[];
  defaultOpenId?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading: "h2" | "h3" | "h4" = `h${headingLevel}`;
  return (
    <div className="divide-y divide-ink-200 overflow-hidden rounded-card border border-ink-200 bg-white">
      {items.map((item) => (
        <details key={item.id} name={name} open={item.id === defaultOpenId || undefined} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 hover:bg-ink-50 sm:px-5 sm:py-4 [&::-webkit-details-marker]:hidden">
            <span className="min-w-0">
              <Heading className="text-base font-semibold text-ink-900">{item.title}</Heading>
              {item.summary !== undefined && <span className="mt-0.5 block text-sm text-ink-600">{item.summary}</span>}
            </span>
            <Icon name="ChevronDown" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4 text-ink-700 sm:px-5 sm:pb-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
