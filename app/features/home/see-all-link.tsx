import { ButtonLink } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";

/** The link closing a home section to the page that lists all of its kind ("See all tests"), centred under it. */
export function SeeAllLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <div className={cx(className, "text-center")}>
      <ButtonLink href={href} variant="secondary">
        {label}
      </ButtonLink>
    </div>
  );
}
