import { cx } from "./cx";

export type FilterOption<T extends string> = { value: T; label: string; count?: number };

/**
 * One-choice filter as a group of toggle buttons (aria-pressed). Used by gallery, news, centres,
 * articles. The count, when given, is shown after the label.
 */
export function FilterBar<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cx("flex flex-wrap gap-2", className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cx(
              "min-h-10 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors",
              pressed
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-ink-300 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-800",
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span className={cx("ml-1.5 tabular", pressed ? "text-brand-100" : "text-ink-500")}>({option.count})</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
