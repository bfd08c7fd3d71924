import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge knows Tailwind's own scales; the theme's named radii and shadows (app/app.css) are added
// so `rounded-control` replaces `rounded-card` and `shadow-raised` replaces `shadow-card`.
const merge = extendTailwindMerge({
  extend: { theme: { radius: ["card", "control"], shadow: ["card", "raised"] } },
});

/**
 * Joins class names, skipping falsy ones. Later classes win over earlier ones of the same utility
 * (`cx("p-6", "p-4")` is `"p-4"`), so a component's `className` prop reliably overrides its defaults
 * instead of depending on the order of rules in the stylesheet.
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return merge(parts.filter(Boolean).join(" "));
}
