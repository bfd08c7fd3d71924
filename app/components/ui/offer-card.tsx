import { useId, type ReactNode } from "react";
import { Badge, Card } from "./card.tsx";
import { CheckList } from "./check-list.tsx";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/**
 * A priced package card (home-care and corporate packages): an optional "Popular" ribbon and ring, the
 * name, `children` for the price and details, the included points, then the call to action. The action
 * gets the name's id for `aria-describedby`, so "Book Now" is announced with the package it books.
 */
export function OfferCard({
  title,
  titleClassName,
  popularLabel,
  features,
  featuresHeading,
  action,
  children,
}: {
  title: string;
  titleClassName?: string;
  /** Shown as a ribbon, with a ring around the card, when the package is the popular one. */
  popularLabel?: string;
  features: readonly string[];
  featuresHeading?: ReactNode;
  action: (nameId: string) => ReactNode;
  children: ReactNode;
}) {
  const nameId = useId();
  return (
    <Card as="li" className={popularLabel ? "ring-2 ring-brand-600" : undefined}>
      {popularLabel && (
        <Badge tone="accent" className="mb-3 self-start">
          <Icon name="Sparkles" className="size-3.5" />
          {popularLabel}
        </Badge>
      )}
      <h3 id={nameId} className={titleClassName ?? "text-lg font-semibold"}>
        {title}
      </h3>
      {children}
      {featuresHeading}
      <CheckList items={features} className={cx("flex-1 space-y-1.5 text-sm text-ink-700", featuresHeading ? "mt-2" : "mt-4")} />
      {action(nameId)}
    </Card>
  );
}
