import type { SafetyNotice } from "~/content/catalogue";
import { medicalNote } from "~/content/medical-note";
import { cx } from "./cx";
import { Icon } from "./icon";

/** The short "your doctor interprets results; this is not medical advice" note (test, package and article pages). */
export function MedicalNote({ className }: { className?: string }) {
  return (
    <p className={cx("flex gap-2 rounded-card border border-ink-200 bg-ink-50 p-4 text-sm text-ink-700", className)}>
      <Icon name="Stethoscope" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <strong className="text-ink-900">Medical note: </strong>
        {medicalNote}
      </span>
    </p>
  );
}

/**
 * A boxed safety message from the content: "emergency" (call 112) in red with an ambulance icon,
 * "caution" (care advice while waiting for results) in amber.
 */
export function SafetyBox({ notice, className }: { notice: SafetyNotice; className?: string }) {
  const emergency = notice.kind === "emergency";
  return (
    <aside
      aria-label={emergency ? "Emergency warning" : "Safety advice"}
      className={cx(
        "flex gap-3 rounded-card border-2 p-4 sm:p-5",
        emergency ? "border-red-700 bg-red-50 text-red-950" : "border-accent-700 bg-accent-50 text-ink-900",
        className,
      )}
    >
      <Icon
        name={emergency ? "Ambulance" : "Pill"}
        className={cx("mt-0.5 size-6 shrink-0", emergency ? "text-red-700" : "text-accent-800")}
      />
      <div>
        <p className="text-base font-bold sm:text-lg">{notice.title}</p>
        <p className="mt-1">{notice.text}</p>
      </div>
    </aside>
  );
}
