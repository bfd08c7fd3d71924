import type { ReactNode } from "react";
import { Card } from "./card";
import { cx } from "./cx";
import { IconBadge, type IconName } from "./icon";

/**
 * A list-item card with an icon in a tinted circle, a title and a sentence (values, features, services);
 * `children` go below the sentence (a list of points, a link).
 */
export function FeatureCard({
  icon,
  title,
  description,
  children,
}: {
  icon: IconName;
  title: ReactNode;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card as="li" className="p-6">
      <IconBadge name={icon} />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-ink-600">{description}</p>
      {children}
    </Card>
  );
}

/** A grid of `FeatureCard`s from `{ icon, title, description }` items; `columns` replaces the default columns. */
export function FeatureGrid({
  items,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  columns?: string;
}) {
  return (
    <ul className={cx("grid gap-6", columns)}>
      {items.map((item) => (
        <FeatureCard key={item.title} icon={item.icon} title={item.title} description={item.description} />
      ))}
    </ul>
  );
}
