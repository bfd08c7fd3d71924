import { PreparationPlanBody } from "#app/components/ui/preparation-plan.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { overlapSummaryText, preparationPlan, type PackageLine } from "#app/domain/my-package.ts";
import { myPackage } from "#words/my-package.ts";

/**
 * The list's preparation, said once (docs/content-review.md, rule 5, and its My Package exception): the
 * longest fast with the items that need it, the items that fast for less, a morning-slot hint and the
 * medicine rule with the insulin warning; then every other instruction once, naming the items it
 * concerns. Each item's card gives only its fast in hours.
 */
export function PreparationSummary({ lines, fastingWarning }: { lines: readonly PackageLine[]; fastingWarning: string }) {
  return (
    <TitledPanel
      title={myPackage.notes.preparation}
      titleClassName="text-xl font-bold"
      className="rounded-card border border-ink-200 bg-white p-5 print:border-0 print:p-0"
      data-testid="preparation"
    >
      <PreparationPlanBody plan={preparationPlan(lines, fastingWarning)} />
      <p className="mt-4 text-sm text-ink-600">{myPackage.notes.askUs}</p>
    </TitledPanel>
  );
}

/**
 * Above the list when a package on it already includes other items: how many, and what removing them
 * saves. Each such item is marked on its own card, with its button (./package-items.tsx).
 */
export function OverlapNotice({ lines }: { lines: readonly PackageLine[] }) {
  const text = overlapSummaryText(lines);
  if (text === null) return null;
  return (
    <TitledPanel
      title={myPackage.notes.alreadyIncluded}
      className="rounded-card border border-accent-100 bg-accent-50 p-5 print:hidden"
      data-testid="overlap-notice"
    >
      <p className="mt-1 text-ink-900">{text}</p>
    </TitledPanel>
  );
}
