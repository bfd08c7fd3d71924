import { Card } from "./card";
import { cx } from "./cx";

/** Big figures with their labels ("500+ / Corporate clients"), a card each; `columns` sets the grid. */
export function StatList({ stats, columns }: { stats: readonly { label: string; value: string }[]; columns: string }) {
  return (
    <dl className={cx("grid gap-4", columns)}>
      {stats.map((stat) => (
        <Card key={stat.label} className="items-center p-5 text-center">
          <dt className="order-2 mt-1 text-sm text-ink-600">{stat.label}</dt>
          <dd className="order-1 tabular text-3xl font-bold text-brand-700">{stat.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
