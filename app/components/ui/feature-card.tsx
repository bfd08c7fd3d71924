import type { ReactNode } from "react";
import { Card } from "./card";
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
