import { localHref } from "#app/domain/local-href.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

/** "View details →" on a card, to the page its name also leads to; its name for screen readers carries the item's. */
export function DetailsLink({ href, label, name, className }: { href: string; label: string; name: string; className?: string }) {
  return (
    <a
      href={localHref(href)}
      className={cx("inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline", className)}
    >
      {label}
      <span className="sr-only">: {name}</span>
      <Icon name="ArrowRight" className="size-4" />
    </a>
  );
}
