import type { ReactNode } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { Icon, IconBadge, type IconName } from "#app/components/ui/icon.tsx";
import { MediaCard } from "#app/components/ui/media-card.tsx";

/**
 * A department's or a service's card: its illustration (contained, on a tint), its icon beside its name,
 * then `children`. `wide` lays the picture beside the text from the small breakpoint up.
 */
export function DepartmentCard({
  image,
  imageAlt,
  icon,
  name,
  wide = false,
  children,
}: {
  image: string;
  imageAlt: string;
  icon: IconName;
  name: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <MediaCard
      as="li"
      className={wide ? "sm:flex-row" : undefined}
      image={{ src: image, alt: imageAlt, width: 400, height: 300 }}
      imageClassName={cx("aspect-auto h-44 bg-brand-50 object-contain", wide && "sm:h-auto sm:w-48")}
      title={
        <>
          <IconBadge name={icon} size="sm" />
          {name}
        </>
      }
      titleClassName={cx("mt-0 flex items-center gap-3", wide ? "text-xl font-bold" : "text-lg font-semibold")}
    >
      {children}
    </MediaCard>
  );
}

/** A card's link on to the department's or the service's own page, its chevron after the words. */
export function DepartmentCardLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={cx("inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline", className)}>
      {children}
      <Icon name="ChevronRight" className="size-4" />
    </a>
  );
}
