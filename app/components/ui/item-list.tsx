import type { ReactNode } from "react";
import { listNoticesOf, type ListNotice, type NoticeSource } from "#app/domain/list-notices.ts";
import { joinList } from "#app/domain/text.ts";
import { listNotices as words } from "#words/components.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * A list of item cards (`children`, the `<li>`s) with the warnings its cards share said once above it
 * (docs/content-review.md, rules 1 and 5; docs/decisions/032-one-card-shorter-pages.md): each call-112
 * line and each fast's one-line medicine warning, naming the items it concerns. `items` are the cards'
 * items as the list shows them now, so the notices follow a filtered or paged list. `className` is the
 * list's own (its grid or row). `emergencySummary`: the call-112 lines shut behind one line that says
 * it (a list whose first card must stand on the first screen), opened to say which items each concerns.
 */
export function ItemList({
  items,
  label,
  className,
  emergencySummary,
  children,
}: {
  items: readonly NoticeSource[];
  emergencySummary?: { line: string; which: string };
  /** The list's name for screen readers, where the section's heading does not say it. */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const notices = listNoticesOf(items);
  const groups = (["emergency", "fasting"] as const)
    .map((kind) => notices.filter((notice) => notice.kind === kind))
    .filter((group) => group.length > 0);
  return (
    <div data-item-list="">
      {groups.length > 0 && (
        <div data-list-notices="" className="mb-3 space-y-2 sm:mb-4">
          {groups.map((group) =>
            group[0]!.kind === "emergency" && emergencySummary ? (
              <EmergencyDisclosure key="emergency" notices={group} summary={emergencySummary} />
            ) : (
              <NoticeBox key={group[0]!.kind} notices={group} />
            ),
          )}
        </div>
      )}
      <ul aria-label={label} className={className}>
        {children}
      </ul>
    </div>
  );
}

/** One box per kind: the call-112 lines in red, the fasting warnings in amber, a line each. */
function NoticeBox({ notices }: { notices: readonly ListNotice[] }) {
  const emergency = notices[0]!.kind === "emergency";
  return (
    <div
      className={cx(
        "space-y-1 rounded-card border px-3 py-2 text-sm",
        emergency ? "border-red-700 bg-red-50 text-red-950" : "border-accent-100 bg-accent-50 text-ink-800",
      )}
    >
      {notices.map((notice) => (
        <ListNoticeLine key={notice.text} notice={notice} />
      ))}
    </div>
  );
}

/** The call-112 lines behind one line: the summary says what to do now, the lines which items they concern. */
function EmergencyDisclosure({ notices, summary }: { notices: readonly ListNotice[]; summary: { line: string; which: string } }) {
  return (
    <details data-safety-summary="" className="group rounded-card border border-red-700 bg-red-50 text-sm text-red-950">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <Icon name="Ambulance" className="size-4 shrink-0 text-red-700" />
        <strong className="font-semibold">{summary.line}</strong>
        <span className="ml-auto inline-flex items-center gap-1 font-semibold text-red-800 underline underline-offset-2">
          {summary.which}
          <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="space-y-1 border-t border-red-200 px-3 py-2">
        {notices.map((notice) => (
          <ListNoticeLine key={notice.text} notice={notice} />
        ))}
      </div>
    </details>
  );
}

/** One warning line, "Chest pain now? Call 112. For Resting ECG.", with its icon (also ./before-you-book.tsx). */
export function ListNoticeLine({ notice }: { notice: ListNotice }) {
  const emergency = notice.kind === "emergency";
  return (
    <p data-safety={notice.kind} className="flex items-start gap-2">
      <Icon
        name={emergency ? "Ambulance" : "Pill"}
        className={cx("mt-0.5 size-4 shrink-0", emergency ? "text-red-700" : "text-accent-800")}
      />
      <span>
        <strong className="font-semibold">{notice.text}</strong> {notice.all ? words.forAll : words.forItems(joinList(notice.names))}
      </span>
    </p>
  );
}
