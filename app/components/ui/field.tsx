import { useId, type ReactNode } from "react";
import { cx } from "./cx.ts";

/** The text-input look shared by every form and search box; a caller may add classes of other utilities. */
export function inputClass(className?: string): string {
  return cx(
    "min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-red-600",
    className,
  );
}

/** The select look (same box as an input, no placeholder). */
export function selectClass(className?: string): string {
  return cx("min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-base text-ink-900", className);
}

type ControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * A form field: label, optional hint, the control, and an error message tied to the control with
 * `aria-describedby` / `aria-invalid`. The control is a render function so it gets the ids.
 */
export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
