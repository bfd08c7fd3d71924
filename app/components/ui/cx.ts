import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones. One element never gets two classes of one utility (`p-6` and
 * `p-4`): which one wins would depend on the order of rules in the stylesheet, not on the order here.
 * So a component whose look a caller changes takes a variant prop, or a class list that replaces its
 * default (`className ?? "…"`), never an override merged into it.
 *
 * The build holds this: every page is rendered on the server at build time, where each class list goes
 * through tailwind-merge, and a list it would merge stops the build with the classes named. In the
 * browser `cx` only joins: tailwind-merge (about 3 KB) is not shipped to the islands
 * (docs/decisions/021-static-pages-with-react-islands.md).
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  const classes = parts.filter(Boolean).join(" ");
  if (import.meta.env.SSR) refuseOverrides(classes);
  return classes;
}

/** Throws when two classes in `classes` set the same utility (tailwind-merge would drop the first). */
export function refuseOverrides(classes: string): void {
  const merged = twMerge(classes);
  if (merged === classes.trim().replace(/\s+/g, " ")) return;
  const kept = new Set(merged.split(" "));
  const dropped = classes.split(/\s+/).filter((name) => name && !kept.has(name));
  throw new Error(
    `cx: "${dropped.join(" ")}" and a later class set the same utility in "${classes}". ` +
      "Give the component a variant prop or a class list that replaces its default (app/components/ui/cx.ts).",
  );
}
