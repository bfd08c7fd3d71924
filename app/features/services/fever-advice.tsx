import { Icon } from "#app/components/ui/icon.tsx";
import { splitFirstSentence } from "#app/domain/text.ts";
import type { feverAdvice as feverAdviceContent } from "#content/safety-advice.ts";
import { safetyBox as safetyBoxWords } from "#words/components.ts";
import { services } from "#words/services.ts";

/**
 * The fever advice (T-FEVER, content/en/safety.json) above a department's tests, as four points a
 * patient reads at a glance: when to call 112 (each sign a point) and the first thing to do while
 * waiting; the rest of that advice behind "more". Every word of the safety text is on the page; only
 * its form changes (docs/content-review.md, rule 11: the thresholds stay the safety texts' own).
 */
export function FeverAdvice({ advice }: { advice: typeof feverAdviceContent }) {
  const [whileYouWait, rest] = splitFirstSentence(advice.whileYouWait);
  return (
    <aside
      aria-label={safetyBoxWords.caution}
      data-fever-advice=""
      className="flex gap-3 rounded-card border-2 border-accent-700 bg-accent-50 p-3 text-sm text-ink-900 sm:p-4 sm:text-base"
    >
      <Icon name="Pill" className="mt-0.5 size-5 shrink-0 text-accent-800" />
      <div className="min-w-0">
        <p className="font-bold">{advice.title}</p>
        <p className="mt-1">{advice.callIf}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {advice.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
          <li>{whileYouWait}</li>
        </ul>
        {rest && (
          <details className="group mt-1">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
              {services.subcategory.feverMore}
              <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <p>{rest}</p>
          </details>
        )}
      </div>
    </aside>
  );
}
