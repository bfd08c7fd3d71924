import type { Crumb } from "#app/domain/breadcrumbs.ts";
import { localHref } from "#app/domain/local-href.ts";
import { breadcrumb } from "#words/components.ts";
import { Icon } from "./icon.tsx";

/** Trail of links; the last crumb is the current page. Build `items` with `#app/domain/breadcrumbs` (the JSON-LD uses the same). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumb.label} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <a href={localHref(item.to)} className="rounded text-brand-700 underline-offset-2 hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-ink-800" : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <Icon name="ChevronRight" className="size-4 text-ink-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
