import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/** The picture beside a hero's text, shown from the large breakpoint up (it is decoration on a phone). */
export function HeroImage({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={400} height={300} className="mx-auto hidden w-full max-w-sm rounded-card lg:block" />;
}

/** The top band of every page: its one <h1>, a lead paragraph, optional actions and aside. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
  compact = false,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  /**
   * A short hero for a page whose first screen is its tool (/find-test): less room, a smaller title on a
   * phone, and the lead only from 640 px.
   */
  compact?: boolean;
  /** Rendered above the eyebrow, e.g. a breadcrumb or back link. */
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className={cx("container-page", compact ? "py-4 sm:py-10" : "py-8 sm:py-14")}>
        {children}
        <div className={aside ? "grid items-center gap-8 lg:grid-cols-[1.2fr_1fr]" : undefined}>
          <div className="max-w-3xl">
            {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
            <h1 className={cx("font-bold tracking-tight sm:text-4xl lg:text-5xl", compact ? "text-2xl" : "text-3xl")}>{title}</h1>
            {lead && <p className={cx("mt-3 text-base text-ink-600 sm:mt-4 sm:text-lg", compact && "hidden sm:block")}>{lead}</p>}
            {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
          </div>
          {aside}
        </div>
      </div>
    </div>
  );
}
