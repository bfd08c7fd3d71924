import { Card } from "./card";
import { IconBadge } from "./icon";

/** A list-item card with an icon in a tinted circle, a title and a sentence (values, features, steps). */
export function FeatureCard({ icon, title, description }: { icon: string; title: string; description: string }) {
  return (
    <Card as="li" className="p-6">
      <IconBadge name={icon} />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-ink-600">{description}</p>
    </Card>
  );
}
