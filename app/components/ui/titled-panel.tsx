import { useId, type ComponentProps, type ReactNode } from "react";

type TitledPanelProps = {
  /** The panel's heading, an <h2> that labels the section. */
  title: ReactNode;
  /** The heading's size and weight; the panel's own look is its `className`. */
  titleClassName?: string;
  children: ReactNode;
} & Omit<ComponentProps<"section">, "title" | "children">;

/** A boxed section inside a page, labelled by its own heading through an id from `useId` (no hand-matched ids). */
export function TitledPanel({ title, titleClassName = "text-lg font-bold", children, ...props }: TitledPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} {...props}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
