import { useId, type ReactNode } from "react";
import { cx } from "./cx.ts";

/** Eyebrow + heading + intro, used at the top of every page section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  level = 2,
  align = "center",
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  level?: 2 | 3;
  align?: "center" | "left";
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cx("mb-6 max-w-3xl sm:mb-8", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
      <Heading id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </Heading>
      {intro && <p className="mt-3 text-base text-ink-600 sm:text-lg">{intro}</p>}
    </div>
  );
}

// Tighter on a phone, where a page of ten sections is ten screens (docs/decisions/032-one-card-shorter-pages.md).
const spacings = { normal: "py-8 sm:py-16", tight: "py-8" } as const;

type SectionProps = {
  children: ReactNode;
  tone?: "white" | "tint";
  /**
   * The vertical rhythm: the standard one (tighter on a phone), or a tighter band at every width (a row
   * of figures between sections).
   */
  spacing?: "normal" | "tight";
  className?: string;
  /** The section's heading; the section is labelled by it through an id from `useId`. */
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  align?: "center" | "left";
  /** A heading for screen-reader users only (the section's content speaks for itself on screen). */
  titleHidden?: boolean;
} & Omit<React.ComponentProps<"section">, "title">;

/**
 * A page section with the standard vertical rhythm; `tone` alternates the background. Given a `title`,
 * it renders the `SectionHeading` and labels the section with it (no hand-matched ids).
 */
export function Section({
  children,
  spacing = "normal",
  tone = "white",
  className,
  title,
  eyebrow,
  intro,
  align,
  titleHidden = false,
  ...props
}: SectionProps) {
  const headingId = useId();
  const labelled = title !== undefined;
  return (
    <section
      className={cx(spacings[spacing], tone === "tint" && "bg-ink-50", className)}
      aria-labelledby={labelled ? headingId : undefined}
      {...props}
    >
      <div className="container-page">
        {labelled &&
          (titleHidden ? (
            <h2 id={headingId} className="sr-only">
              {title}
            </h2>
          ) : (
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align={align} />
          ))}
        {children}
      </div>
    </section>
  );
}
