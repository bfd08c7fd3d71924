import type { ComponentProps } from "react";
import { layout } from "#words/layout.ts";

/**
 * A link that opens another site in a new tab. Says so to screen-reader users, and never leaks
 * the opener or the referrer.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{layout.opensInNewTab}</span>
    </a>
  );
}
