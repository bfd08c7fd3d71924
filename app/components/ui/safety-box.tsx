import type { SafetyNotice } from "~/content/safety-notices";
import { safetyBox as safetyBoxWords } from "~/content/ui/en/components";
import { cx } from "./cx";
import { Icon } from "./icon";

/**
 * A boxed safety message from the content: "emergency" (call 112) in red with an ambulance icon,
 * "caution" (care advice while waiting for results) in amber.
 */
export function SafetyBox({ notice, className, compact }: { notice: SafetyNotice; className?: string; compact?: boolean }) {
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
        <p className={cx("font-bold", compact ? "text-sm" : "text-base sm:text-lg")}>{notice.title}</p>
        <p className="mt-1">{notice.text}</p>
      </div>
    </aside>
  );
}

/** Every notice of a page, emergencies first (the order app/domain/safety.ts gives). */
export function SafetyBoxes({
  notices,
  className,
  compact,
}: {
  notices: readonly SafetyNotice[];
  className?: string;
  /** Smaller type for a box inside a card. */
  compact?: boolean;
}) {
  if (notices.length === 0) return null;
  return (
    <div className={cx("space-y-3", className)}>
      {notices.map((notice) => (
        <SafetyBox key={notice.title} notice={notice} compact={compact} />
      ))}
    </div>
  );
}
