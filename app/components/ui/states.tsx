import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

/**
 * Full-page "not found" for unknown ids and slugs. Renders the page's one <h1>, worded as docs/behaviour.md words each page's not-found screen.
 */
export function NotFound({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <Icon name="SearchX" className="mb-4 size-12 text-brand-700" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 max-w-xl text-lg text-ink-600">{message}</p>
      {action && <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}

/** Empty result of a filter or list, inside a page. */
export function EmptyState({ title, message, level = 2 }: { title: string; message?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div role="status" className="rounded-card border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center">
      <Heading className="text-lg font-semibold">{title}</Heading>
      {message && <p className="mt-2 text-ink-600">{message}</p>}
    </div>
  );
}
