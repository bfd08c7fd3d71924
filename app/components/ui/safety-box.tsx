import { joinList } from "#app/domain/text.ts";
import type { SafetyNotice } from "#content/safety-notices.ts";
import { safetyBox as safetyBoxWords } from "#words/components.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * A boxed safety message from the content: "emergency" (call 112) in red with an ambulance icon,
 * "caution" (care advice while waiting for results) in amber. Above a list, `names` are the items of the
 * list it concerns ("For Cardiac Care at Home."), or `"all"` when it concerns every one ("For every
 * package below.": a box over four packages does not name the four). `compact`: smaller type, for a box
 * in a popup or one of several above a list.
 */
export function SafetyBox({
  notice,
  names,
  className,
  compact,
}: {
  notice: SafetyNotice;
  names?: readonly string[] | "all";
  className?: string;
  compact?: boolean;
}) {
  const emergency = notice.kind === "emergency";
  return (
    <aside
      aria-label={emergency ? safetyBoxWords.emergency : safetyBoxWords.caution}
      className={cx(
        "flex gap-3 rounded-card border-2",
        compact ? "p-3" : "p-4 sm:p-5",
        emergency ? "border-red-700 bg-red-50 text-red-950" : "border-accent-700 bg-accent-50 text-ink-900",
        className,
      )}
    >
      <Icon
        name={emergency ? "Ambulance" : "Pill"}
        className={cx("mt-0.5 size-6 shrink-0", emergency ? "text-red-700" : "text-accent-800")}
      />
      <div>
        <p className={cx("font-bold", compact ? "text-sm sm:text-base" : "text-base sm:text-lg")}>{notice.title}</p>
        <p className={cx("mt-1", compact && "text-sm sm:text-base")}>
          {notice.text}
          {(names === "all" || (names && names.length > 0)) && (
            <strong className="font-semibold"> {names === "all" ? safetyBoxWords.forAll : safetyBoxWords.forItems(joinList(names))}</strong>
          )}
        </p>
      </div>
    </aside>
  );
}

/**
 * Every notice of a page, emergencies first (the order app/domain/safety.ts gives). `namesOf` gives the
 * items of the list below that each concerns, when the boxes stand above a list.
 */
export function SafetyBoxes({
  notices,
  namesOf,
  className,
  compact,
}: {
  notices: readonly SafetyNotice[];
  namesOf?: (notice: SafetyNotice) => readonly string[] | "all";
  className?: string;
  /** Smaller type for a box in a popup, or one of several above a list. */
  compact?: boolean;
}) {
  if (notices.length === 0) return null;
  return (
    <div className={cx(compact ? "space-y-2" : "space-y-3", className)}>
      {notices.map((notice) => (
        <SafetyBox key={notice.title} notice={notice} names={namesOf?.(notice)} compact={compact} />
      ))}
    </div>
  );
}
