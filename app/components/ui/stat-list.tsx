import type { ReactNode } from "react";
import { Card } from "./card.tsx";
import { cx } from "./cx.ts";

export type Stat = {
  label: string;
  value: string;
  /** Where a measured figure comes from and its period, shown under it (docs/content-review.md, rule 4). */
  source?: string;
  /** What the card offers besides the figure (the support line's number). */
  action?: ReactNode;
};

/**
 * Figures with their labels ("500+ / Corporate clients"), a card each: two to a row on a phone, each a
 * figure and a short label (docs/decisions/032-one-card-shorter-pages.md); an odd last card takes the
 * whole row there. `columns` adds the wider screens' columns.
 */
export function StatList({ stats, columns }: { stats: readonly Stat[]; columns: string }) {
  const oddLast = stats.length % 2 === 1;
  return (
    <dl className={cx("grid grid-cols-2 gap-3 sm:gap-4", columns)}>
      {stats.map((stat, index) => (
        <Card key={stat.label} className={cx("items-center text-center", oddLast && index === stats.length - 1 && "max-sm:col-span-2")}>
          <dt className="order-2 mt-0.5 text-sm font-medium leading-snug text-ink-800">{stat.label}</dt>
          <dd className="order-1 tabular text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
          {stat.source && <dd className="order-3 mt-0.5 text-xs text-ink-600">({stat.source})</dd>}
          {stat.action && <dd className="order-4">{stat.action}</dd>}
        </Card>
      ))}
    </dl>
  );
}
