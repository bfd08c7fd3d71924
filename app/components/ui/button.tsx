import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx.ts";

type Variant = "primary" | "secondary" | "ghost" | "inverse";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors " +
  "disabled:cursor-not-allowed disabled:opacity-60 select-none text-center";
const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
};
const sizes: Record<Size, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-4 py-2 text-sm sm:text-base",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** The one button look of the site, shared by <button>, internal links and external links. */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string): string {
  return cx(base, variants[variant], sizes[size], extra);
}

type Styled = { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & Styled) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A link to a page of the site, looking like a button. */
export function ButtonLink({ variant, size, className, children, ...props }: ComponentProps<"a"> & Styled) {
  return (
    <a className={buttonClass(variant, size, className)} {...props}>
      {children}
    </a>
  );
}

/** A page of the site to link to: its address and the words of the link. */
type PageLink = { href: string; label: ReactNode };
type LinkPair = { main: PageLink; second: PageLink };

/** The way on from a page: its main link, then a second choice that looks secondary (a hero's actions lay them out). */
export function ButtonLinkPair({ main, second }: LinkPair) {
  return (
    <>
      <ButtonLink href={main.href}>{main.label}</ButtonLink>
      <ButtonLink href={second.href} variant="secondary">
        {second.label}
      </ButtonLink>
    </>
  );
}

/** A `ButtonLinkPair` closing a page or a section: centred, one under the other where the screen is too narrow for both. */
export function CentredButtonLinkPair({ className, ...pair }: LinkPair & { className?: string }) {
  return (
    <div className={cx("flex flex-wrap justify-center gap-3", className)}>
      <ButtonLinkPair {...pair} />
    </div>
  );
}
