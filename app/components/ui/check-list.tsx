import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * A list of short points, each behind a check mark (features, benefits, what a package includes).
 * `className` replaces the list's default look (small type, stacked, below what comes before it). With
 * `runOn`, below 640 px the points run on one after another, as a sentence does, instead of a line each.
 */
export function CheckList({ items, className, runOn = false }: { items: readonly string[]; className?: string; runOn?: boolean }) {
  return (
    <ul className={className ?? "mt-3 space-y-1.5 text-sm text-ink-700"}>
      {items.map((item) => (
        <li key={item} className={runOn ? "mr-3 inline sm:mr-0 sm:flex sm:gap-2" : "flex gap-2"}>
          <Icon
            name="CircleCheck"
            className={cx(
              "size-4 shrink-0 text-brand-600",
              runOn ? "mr-1 inline-block -translate-y-px align-middle sm:mr-0 sm:mt-0.5 sm:translate-y-0" : "mt-0.5",
            )}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
