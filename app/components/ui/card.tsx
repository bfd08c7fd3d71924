import type { ComponentProps, ElementType, ReactNode } from "react";
import { cx } from "./cx.ts";

/**
 * The one padding of a card (docs/decisions/032-one-card-shorter-pages.md): every card pads its content so,
 * on every page; `none` is for the cards whose parts pad themselves (an item card's body, a media card's
 * image and body).
 */
export const CARD_PADDING = "p-4 sm:p-6";

type CardProps<T extends ElementType> = {
  as?: T;
  /** How the card lays out its parts: one under the other (the default), or side by side. */
  direction?: "col" | "row";
  /** `section`, the one padding (`CARD_PADDING`), or `none` for a card whose parts pad themselves. */
  padding?: "section" | "none";
  className?: string;
  children: ReactNode;
} & Omit<ComponentProps<T>, "as" | "className" | "children">;

/**
 * The one card style of the site: white surface, hairline border, soft shadow, card radius, and one
 * padding. `className` adds to it (its place in a grid, a ring); a second padding stops the build (`cx`).
 */
export function Card<T extends ElementType = "div">({
  as,
  direction = "col",
  padding = "section",
  className,
  children,
  ...props
}: CardProps<T>) {
  const Tag = as ?? "div";
  return (
    <Tag
      className={cx(
        "flex overflow-hidden rounded-card border border-ink-200 bg-white shadow-card",
        direction === "row" ? "flex-row" : "flex-col",
        padding === "section" && CARD_PADDING,
        className,
      )}
      {...props}
    >
      {children}
    </Tag>
  );
}

/** Small pill label: "Popular", categories, types. `tone` picks one of the fixed badge colours. */
export type BadgeTone = "brand" | "accent" | "neutral" | "blue" | "violet" | "rose" | "green";
const tones: Record<BadgeTone, string> = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-accent-50 text-accent-800 ring-accent-100",
  neutral: "bg-ink-100 text-ink-700 ring-ink-200",
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  rose: "bg-rose-50 text-rose-800 ring-rose-200",
  green: "bg-green-50 text-green-800 ring-green-200",
};

export function Badge({ tone = "brand", className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
