import type { IconName } from "#content/icon-names.ts";
import { cx } from "./cx.ts";
import spriteUrl from "./icon-sprite.svg?url";

export type { IconName };

/**
 * Content names its icons by lucide name (content is data, not JSX). They are drawn from one SVG
 * sprite (`icon-sprite.svg`, made by `npm run icons` from `sprite-icons.json`), so the icons content
 * can name cost the pages no JavaScript; the browser fetches the sprite once and caches it. `IconName`
 * is generated with the sprite, so a name it lacks fails the typecheck.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  // The same outer attributes as a lucide component, so the icon looks identical.
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx("lucide", className)}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

/** An icon in the tinted circle used on cards; `sm` beside a heading, `md` above it. */
export function IconBadge({ name, size = "md", className }: { name: IconName; size?: "sm" | "md"; className?: string }) {
  const box = size === "sm" ? "size-10" : "size-12";
  return (
    <span className={cx("inline-flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700", box, className)}>
      <Icon name={name} className={size === "sm" ? "size-5" : "size-6"} />
    </span>
  );
}
