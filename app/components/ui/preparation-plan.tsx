import { timeSlots } from "#app/domain/my-package-booking.ts";
import type { PreparationPlan } from "#app/domain/my-package.ts";
import { joinList } from "#app/domain/text.ts";
import { myPackage } from "#words/my-package.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

const morningSlots = joinList(timeSlots.filter((s) => s.morning).map((s) => s.label));

/**
 * A list's preparation said once (app/domain/my-package.ts, preparationPlan), the same words on My
 * Package and under a priced prescription: the longest fast with the medicine rule and insulin warning,
 * the shorter fasts and the morning-slot hint; then every other instruction once, with the items it
 * concerns. `compact`: the prescription box's tighter spacing.
 */
export function PreparationPlanBody({ plan, compact = false }: { plan: PreparationPlan; compact?: boolean }) {
  const { fasting, shorterFasts, steps } = plan;
  return (
    <>
      {fasting && (
        <div className={cx("rounded-control bg-accent-50 text-ink-900", compact ? "mt-2 p-3" : "mt-3 p-4")} data-testid="fasting-note">
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
        <ul className={cx("space-y-2 text-sm", compact ? "mt-3" : "mt-4")} data-testid="preparation-steps">
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
    </>
  );
}
