import { myPackage } from "#words/en/my-package.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { overlapSummaryText, preparationPlan, type PackageLine } from "#app/domain/my-package.ts";
import { joinList } from "#app/domain/text.ts";
import { timeSlots } from "#app/domain/my-package-booking.ts";

const morningSlots = joinList(timeSlots.filter((s) => s.morning).map((s) => s.label));

/**
 * The list's preparation, said once (docs/content-review.md, rule 5, and its My Package exception): the
 * longest fast with the items that need it, the items that fast for less, a morning-slot hint and the
 * medicine rule with the insulin warning; then every other instruction once, naming the items it
 * concerns. Each item's card gives only its fast in hours.
 */
export function PreparationSummary({ lines, fastingWarning }: { lines: readonly PackageLine[]; fastingWarning: string }) {
  const { fasting, shorterFasts, steps } = preparationPlan(lines, fastingWarning);
  return (
    <TitledPanel
      title={myPackage.notes.preparation}
      titleClassName="text-xl font-bold"
      className="rounded-card border border-ink-200 bg-white p-5 print:border-0 print:p-0"
      data-testid="preparation"
    >
      {fasting && (
        <div className="mt-3 rounded-control bg-accent-50 p-4 text-ink-900" data-testid="fasting-note">
          <p className="flex items-start gap-2 font-semibold">
            <Icon name="UtensilsCrossed" className="mt-1 size-4 shrink-0" />
            {fasting.text}
          </p>
          {shorterFasts.length > 0 && <p className="mt-1 text-sm">{myPackage.notes.alsoFasting(joinList(shorterFasts))}</p>}
          <p className="mt-1 text-sm">{myPackage.notes.water(morningSlots)}</p>
          <p className="mt-1 text-sm">{fasting.warning}</p>
        </div>
      )}
      {steps.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm" data-testid="preparation-steps">
          {steps.map((step) => (
            <li key={step.text} className="flex items-start gap-2">
              <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                {step.text} <span className="text-ink-600">({joinList(step.names)})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
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
