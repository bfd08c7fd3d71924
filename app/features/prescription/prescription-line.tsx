import { memo, useId } from "react";
import { Price } from "#app/components/ui/price.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { formatRupees } from "#app/domain/money.ts";
import type { PackageLine } from "#app/domain/my-package.ts";
import type { ItemMatch, PricedLine } from "#app/domain/prescription-list.ts";
import { prescription } from "#words/prescription.ts";

/** The item a line means, or null (ambiguous, unmatched, not done). */
export const matchOf = (line: PricedLine): ItemMatch | null => ("match" in line ? line.match : null);

/**
 * One line of the list: as the person wrote it, then what it is: the test or package with its price,
 * sample, fasting and report time; the choice to make when it could be two; that it was not found (kept
 * as written) or is not done here, in words; or the line that already has it.
 */
export const PrescriptionLineView = memo(function PrescriptionLineView({
  line,
  onChoose,
}: {
  line: PricedLine;
  /** The person's pick on an ambiguous line. */
  onChoose: (text: string, id: string) => void;
}) {
  return (
    <li
      className="grid gap-2 rounded-card border border-ink-200 bg-white p-4"
      data-testid="prescription-line"
      data-status={line.status}
      data-match={matchOf(line)?.id ?? ""}
    >
      <p className="text-sm text-ink-700">
        {prescription.youWrote}: <span className="break-words font-semibold text-ink-900">{line.text}</span>
      </p>
      <LineAnswer line={line} onChoose={onChoose} />
    </li>
  );
});

function LineAnswer({ line, onChoose }: { line: PricedLine; onChoose: (text: string, id: string) => void }) {
  switch (line.status) {
    case "matched":
      return <ItemFacts match={line.match} item={line.item} />;
    case "covered":
      return (
        <>
          <ItemFacts match={line.match} item={line.item} />
          <p className="rounded-control bg-accent-50 px-3 py-2 text-sm font-semibold text-ink-900">
            {prescription.covered(line.coveredBy.name, line.coveredBy.line + 1)}
          </p>
        </>
      );
    case "duplicate":
      return (
        <p className="text-ink-800">
          <span className="font-semibold">{line.match.name}</span>: {prescription.duplicate(line.duplicateOf + 1)}
        </p>
      );
    case "ambiguous":
      return <Choices text={line.text} choices={line.choices} onChoose={onChoose} />;
    case "unmatched":
      return <p className="text-ink-800">{prescription.unmatched}</p>;
    case "not-done":
      return <p className="font-semibold text-ink-900">{line.says}</p>;
  }
}

/** The match's name (a link to its page once its line has come), price, sample, fasting and report time. */
function ItemFacts({ match, item }: { match: ItemMatch; item: PackageLine | null }) {
  return (
    <div>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-lg font-semibold text-ink-900" data-testid="line-match">
          {item ? (
            <a href={localHref(item.href)} className="hover:text-brand-700 hover:underline">
              {item.name}
            </a>
          ) : (
            match.name
          )}
        </p>
        <Price amount={item?.price ?? match.price} text={item?.priceText} tone="brand" className="shrink-0 text-lg" />
      </div>
      {item ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-ink-700">{prescription.sample}</dt>
          <dd className="text-ink-800">{item.sample}</dd>
          <dt className="font-medium text-ink-700">{prescription.fasting}</dt>
          <dd className="tabular text-ink-800">
            {item.fastingHours === null ? prescription.noFasting : prescription.fastingHours(item.fastingHours, item.fastingLimit)}
          </dd>
          <dt className="font-medium text-ink-700">{prescription.reportTime}</dt>
          <dd className="tabular text-ink-800">{item.reportTime}</dd>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-ink-700">{prescription.itemLoading}</p>
      )}
    </div>
  );
}

/** "Which test did you mean by “sugar”?": one radio button a choice; picking one prices the line. */
function Choices({
  text,
  choices,
  onChoose,
}: {
  text: string;
  choices: readonly ItemMatch[];
  onChoose: (text: string, id: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-semibold text-ink-900">{prescription.which(text)}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 hover:bg-ink-50">
          <input type="radio" name={name} value={choice.id} onChange={() => onChoose(text, choice.id)} className="size-5 shrink-0" />
          <span className="min-w-0 flex-1 text-ink-900">{choice.name}</span>
          <span className="tabular shrink-0 font-semibold text-ink-800">{formatRupees(choice.price)}</span>
        </label>
      ))}
    </fieldset>
  );
}
