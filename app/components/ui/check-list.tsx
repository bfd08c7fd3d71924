import { Icon } from "./icon";

/**
 * A list of short points, each behind a check mark (features, benefits, what a package includes).
 * `className` replaces the list's default look (small type, stacked, below what comes before it).
 */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? "mt-3 space-y-1.5 text-sm text-ink-700"}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
