import type { ReactNode } from "react";
import { listNoticesOf, type NoticeSource } from "#app/domain/list-notices.ts";
import { beforeYouBook as words } from "#words/components.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";
import { ListNoticeLine } from "./item-list.tsx";

/** Something more a section says before a booking, in its "Before you book" box: what the summary calls it, and the text. */
export interface BeforeYouBookTopic {
  topic: string;
  content: ReactNode;
}

/**
 * A section's warnings said once, at its top, for the cards below (docs/content-review.md, rules 1 and
 * 5; docs/decisions/062-before-you-book.md): each call-112 line in red, always shown, since a red flag is
 * never folded away; then one closed "Before you book" box whose summary says what it holds, with each
 * fast's one-line medicine warning naming the cards that fast (or every card), and the section's `more`.
 * Nothing to say, no box.
 */
export function BeforeYouBook({
  items,
  more = [],
  className,
}: {
  items: readonly NoticeSource[];
  more?: readonly BeforeYouBookTopic[];
  className?: string;
}) {
  const notices = listNoticesOf(items);
  const emergencies = notices.filter((notice) => notice.kind === "emergency");
  const fasting = notices.filter((notice) => notice.kind === "fasting");
  const topics = [...(fasting.length > 0 ? [words.fasting] : []), ...more.map((entry) => entry.topic)];
  if (emergencies.length === 0 && topics.length === 0) return null;
  return (
    <div data-list-notices="" className={cx("space-y-2", className)}>
      {emergencies.length > 0 && (
        <div className="space-y-1 rounded-card border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-950">
          {emergencies.map((notice) => (
            <ListNoticeLine key={notice.text} notice={notice} />
          ))}
        </div>
      )}
      {topics.length > 0 && (
        <details data-before-you-book="" className="group rounded-card border border-accent-100 bg-accent-50 text-sm text-ink-800">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-card px-3 py-2 [&::-webkit-details-marker]:hidden">
            <Icon name="Pill" className="size-4 shrink-0 text-accent-800" />
            <span>
              <strong className="font-semibold">{words.title}:</strong> {topics.join(", ")}
            </span>
            <Icon name="ChevronDown" className="ml-auto size-4 shrink-0 text-accent-800 transition-transform group-open:rotate-180" />
          </summary>
          <div className="space-y-2 px-3 pb-3">
            {fasting.map((notice) => (
              <ListNoticeLine key={notice.text} notice={notice} />
            ))}
            {more.map((entry) => (
              <div key={entry.topic}>{entry.content}</div>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * A list of item cards (`children`, the `<li>`s) under its `BeforeYouBook` box: `ItemList`'s twin for the
 * sections that fold their warnings (department tests, health packages, home-care packages).
 */
export function BeforeYouBookList({
  items,
  more,
  label,
  className,
  children,
}: {
  items: readonly NoticeSource[];
  more?: readonly BeforeYouBookTopic[];
  /** The list's name for screen readers, where the section's heading does not say it. */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div data-item-list="">
      <BeforeYouBook items={items} more={more} className="mb-3 sm:mb-4" />
      <ul aria-label={label} className={className}>
        {children}
      </ul>
    </div>
  );
}
