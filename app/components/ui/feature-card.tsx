import type { ReactNode } from "react";
import { localHref } from "#app/domain/local-href.ts";
import { Card } from "./card.tsx";
import { cx } from "./cx.ts";
import { Icon, IconBadge, type IconName } from "./icon.tsx";

/**
 * The section card (docs/decisions/032-one-card-shorter-pages.md): every card of a page section that is
 * not a test, a package or a picture (values, features, departments, accreditations, contacts, quick
 * links) is this one, with the card's one padding and its icon, where it has one, in a tinted circle
 * beside the title. Then the sentence, then `children` (a list of points, a link, a button). With `href`
 * the title is a link that covers the whole card, with an arrow at the end of the title's row, and the
 * sentence is left to screens from 640 px: on a phone the card is the way to its page.
 */
export function FeatureCard({
  icon,
  title,
  description,
  href,
  as = "li",
  className,
  children,
}: {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** A site path: the title links to it, and the whole card answers a click. */
  href?: string;
  as?: "li" | "div" | "section";
  /** The card's place in its grid (a column span); not its padding or look. */
  className?: string;
  children?: ReactNode;
}) {
  const heading = href ? (
    <a href={localHref(href)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 hover:underline">
      {title}
    </a>
  ) : (
    title
  );
  return (
    <Card as={as} className={cx(href && "relative transition-shadow hover:shadow-raised", className)}>
      <div className="flex items-center gap-3">
        {icon && <IconBadge name={icon} size="sm" />}
        <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug sm:text-lg">{heading}</h3>
        {href && <Icon name="ArrowRight" className="size-5 shrink-0 text-brand-700" />}
      </div>
      {/* A linked card is a way to a page on a phone: its sentence waits for wider screens (the page says it). */}
      {description && <p className={cx("mt-2 text-sm text-ink-600 sm:text-base", href && "hidden sm:block")}>{description}</p>}
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
    <ul className={cx("grid gap-3 sm:gap-6", columns)}>
      {items.map((item) => (
        <FeatureCard key={item.title} icon={item.icon} title={item.title} description={item.description} />
      ))}
    </ul>
  );
}

/**
 * Short points read together (the accreditation badges, why choose us) in one card: each its icon beside
 * its title with its sentence under the title, stacked on a phone, where a card each took a screen, and in
 * `columns` (from 1024 px, three by default) on wider screens.
 */
export function FeatureListCard({
  items,
  columns = "lg:grid-cols-3",
}: {
  items: readonly { icon: IconName; title: string; description: string }[];
  columns?: string;
}) {
  return (
    <Card as="ul" className={cx("gap-4 lg:grid lg:gap-8", columns)}>
      {items.map((item) => (
        <li key={item.title} className="flex items-start gap-3">
          <IconBadge name={item.icon} size="sm" />
          <div className="min-w-0">
            <h3 className="text-base font-semibold leading-snug sm:text-lg">{item.title}</h3>
            <p className="mt-0.5 text-sm text-ink-600 sm:text-base">{item.description}</p>
          </div>
        </li>
      ))}
    </Card>
  );
}
