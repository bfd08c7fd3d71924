import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { localHref } from "#app/domain/local-href.ts";
import type { RelatedLink } from "#app/domain/related-items.ts";

/** A titled block of a details page: the space above it, and the tint of a note (the preparation). */
export const detailsPanelClass = "mt-8";
export const detailsNotePanelClass = "mt-8 rounded-card border border-accent-100 bg-accent-50 p-5";

/** Links to other tests' or packages' pages under a heading, two columns from 640 px; nothing when there are none. */
export function RelatedLinks({ title, links }: { title: string; links: readonly RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <TitledPanel title={title} className={detailsPanelClass}>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={localHref(link.href)}
              lang={link.untranslated ? "en" : undefined}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </TitledPanel>
  );
}

/** The preparation, one instruction per line. */
export function PreparationList({ steps }: { steps: readonly string[] }) {
  return <BulletList items={steps} className="mt-2 list-disc space-y-2 pl-5 text-ink-800" />;
}

/**
 * What a test measures or a package holds, one to a line (two columns from 640 px), with a plain bullet:
 * the same icon on every line said nothing (docs/decisions/032-one-card-shorter-pages.md).
 */
export function IncludedList({ lines, lang }: { lines: readonly string[]; lang?: "en" }) {
  return <BulletList items={lines} lang={lang} className="grid list-disc gap-x-8 gap-y-1.5 pl-5 marker:text-brand-600 sm:grid-cols-2" />;
}
