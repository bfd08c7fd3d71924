import { tagList } from "#words/components.ts";
import { cx } from "./cx.ts";

/** Hashtag pills under an article or a news story. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-2", className)} aria-label={tagList.label}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
