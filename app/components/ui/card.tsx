import type { ComponentProps, ElementType, ReactNode } from "react";
import { cx } from "./cx";

type CardProps<T extends ElementType> = {
  as?: T;
  /** How the card lays out its parts: one under the other (the default), or side by side. */
  direction?: "col" | "row";
  className?: string;
  children: ReactNode;
} & Omit<ComponentProps<T>, "as" | "className" | "children">;

/** The one card style of the site: white surface, hairline border, soft shadow, card radius. */
export function Card<T extends ElementType = "div">({ as, direction = "col", className, children, ...props }: CardProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return (
    <Tag
      className={cx("flex overflow-hidden rounded-card border border-ink-200 bg-white shadow-card", direction === "row" ? "flex-row" : "flex-col", className)}
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
    <span className={cx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[tone], className)}>
      {children}
    </span>
  );
}
