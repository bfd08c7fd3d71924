import type { ReactNode } from "react";
import { listNotices as words } from "#words/en/components.ts";
import { listNoticesOf, type ListNotice, type NoticeSource } from "#app/domain/list-notices.ts";
import { joinList } from "#app/domain/text.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * A list of item cards (`children`, the `<li>`s) with the warnings its cards share said once above it
 * (docs/content-review.md, rules 1 and 5; docs/decisions/032-one-card-shorter-pages.md): each call-112
 * line and each fast's one-line medicine warning, naming the items it concerns. `items` are the cards'
 * items as the list shows them now, so the notices follow a filtered or paged list. `className` is the
 * list's own (its grid or row).
 */
export function ItemList({
  items,
  label,
  className,
  children,
}: {
  items: readonly NoticeSource[];
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
          {groups.map((group) => (
            <NoticeBox key={group[0]!.kind} notices={group} />
          ))}
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
