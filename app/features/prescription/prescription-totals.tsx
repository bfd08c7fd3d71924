import { PreparationPlanBody } from "#app/components/ui/preparation-plan.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatRupees } from "#app/domain/money.ts";
import type { PricedPrescription } from "#app/domain/prescription-list.ts";
import { joinList } from "#app/domain/text.ts";
import { myPackage } from "#words/my-package.ts";
import { prescription } from "#words/prescription.ts";

/**
 * Under the lines: the total (each item once) and what leaving out the covered lines saves; the list's
 * preparation said once, in My Package's words (app/components/ui/preparation-plan.tsx); and a package
 * that holds most of the list for less, with the honest difference.
 */
export function PrescriptionTotals({
  priced,
  count,
  offerHref,
}: {
  priced: PricedPrescription;
  /** How many items the total counts. */
  count: number;
  /** The offered package's page, when the index names it. */
  offerHref: string | null;
}) {
  const { fasting, steps } = priced.preparation;
  const { offer } = priced;
  return (
    <div className="grid gap-4">
      <div className="rounded-card border border-ink-200 bg-white p-4" data-testid="prescription-total">
        <p className="text-sm font-semibold uppercase tracking-wider text-ink-600">{prescription.total}</p>
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
          <Price amount={priced.total} tone="brand" className="text-3xl" />
          <span className="text-ink-700">{prescription.totalNote(count)}</span>
        </p>
        {priced.coveredSaving > 0 && (
          <p className="mt-2 text-sm text-ink-800">{prescription.coveredSaving(formatRupees(priced.coveredSaving))}</p>
        )}
      </div>
      {(fasting || steps.length > 0) && (
        <section className="rounded-card border border-ink-200 bg-white p-4" data-testid="prescription-preparation">
          <h3 className="text-lg font-bold">{myPackage.notes.preparation}</h3>
          <PreparationPlanBody plan={priced.preparation} compact />
        </section>
      )}
      {offer && (
        <section className="rounded-card border border-brand-200 bg-brand-50 p-4" data-testid="prescription-offer">
          <h3 className="text-lg font-bold">{prescription.offerHeading}</h3>
          <p className="mt-1 text-ink-900">
            {prescription.offer(offer.package.name, joinList(offer.holdsNames), formatRupees(offer.package.price))}
          </p>
          <p className="mt-1 font-semibold text-ink-900">
            {prescription.offerDifference(formatRupees(offer.totalWith), formatRupees(priced.total), formatRupees(offer.saving))}
          </p>
          {offer.extraTests > 0 && <p className="mt-1 text-sm text-ink-800">{prescription.offerExtra(offer.extraTests)}</p>}
          {offerHref && (
            <a href={offerHref} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {prescription.offerLink(offer.package.name)}
            </a>
          )}
        </section>
      )}
    </div>
  );
}
