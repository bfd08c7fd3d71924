import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { usePackageLines } from "#app/components/ui/package-lines.ts";
import { localHref } from "#app/domain/local-href.ts";
import { formatRupees } from "#app/domain/money.ts";
import { packageIdFromSearchKey } from "#app/domain/my-package-ids.ts";
import type { PackageLine } from "#app/domain/my-package.ts";
import {
  chooseMatch,
  idsToFetch,
  packageList,
  priceReading,
  readPrescription,
  type PrescriptionReading,
  type PrescriptionSources,
} from "#app/domain/prescription-list.ts";
import { prescription } from "#words/prescription.ts";
import { PrescriptionActions } from "./prescription-actions.tsx";
import { PrescriptionLineView } from "./prescription-line.tsx";
import { PrescriptionTotals } from "./prescription-totals.tsx";
import { usePrescriptionSources } from "./use-prescription-sources.ts";

/** The reading with the person's picks on its ambiguous lines (by the line's text, so a pick outlives an edit elsewhere). */
function withChoices(
  reading: PrescriptionReading,
  choices: ReadonlyMap<string, string>,
  sources: PrescriptionSources,
): PrescriptionReading {
  return reading.lines.reduce((current, line, position) => {
    const id = line.status === "ambiguous" ? choices.get(line.text) : undefined;
    return id === undefined ? current : chooseMatch(current, position, id, sources);
  }, reading);
}

/** The page of the item with this My Package id, from the search's entries. */
function hrefOfId(id: string, sources: PrescriptionSources): string | null {
  const entry = sources.index.find((candidate) => packageIdFromSearchKey(candidate.key) === id);
  return entry ? localHref(entry.path) : null;
}

/**
 * What the list box says about its text (loaded on first use, with the reading and pricing): a message
 * for a text that is not a list, each line's answer, the total, preparation and a cheaper package, and
 * Add / Book. `announce` gets one polite sentence for the box's live region.
 */
export default function PrescriptionAnswer({
  text,
  searchUrl,
  announce,
}: {
  text: string;
  searchUrl: string;
  announce: (said: string) => void;
}) {
  const headingId = useId();
  const { sources, failed, retry } = usePrescriptionSources(searchUrl);
  const [choices, setChoices] = useState<ReadonlyMap<string, string>>(new Map());
  const reading = useMemo(
    () => (sources ? withChoices(readPrescription(text, sources), choices, sources) : null),
    [text, sources, choices],
  );
  const ids = useMemo(() => (reading ? idsToFetch(reading) : null), [reading]);
  const { lines: items, failed: itemsFailed, retry: retryItems } = usePackageLines(ids);
  const priced = useMemo(() => (reading && sources ? priceReading(reading, items, sources) : null), [reading, items, sources]);
  const kept = useMemo(() => (reading ? packageList(reading).keptAsWritten : []), [reading]);
  const booked = useMemo(
    () =>
      priced
        ? priced.lines.flatMap((line): PackageLine[] =>
            (line.status === "matched" || line.status === "covered") && line.item ? [line.item] : [],
          )
        : [],
    [priced],
  );

  const said =
    !reading || !priced
      ? ""
      : reading.verdict !== "list"
        ? messageOf(reading.verdict)
        : prescription.summary(
            reading.lines.length,
            priced.lines.filter((line) => "match" in line).length,
            priced.lines.filter((line) => !("match" in line)).length,
            formatRupees(priced.total),
          );
  useEffect(() => announce(said), [announce, said]);

  if (failed || itemsFailed.length > 0)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="font-semibold text-ink-900">{prescription.loadFailed}</p>
        <Button variant="secondary" onClick={() => (failed ? retry() : retryItems())}>
          {prescription.tryAgain}
        </Button>
      </div>
    );
  if (!reading || !priced || !sources) return <p className="text-ink-700">{prescription.reading}</p>;

  const showLines = reading.verdict === "list" || reading.verdict === "nothing-known";
  return (
    <div className="mt-2 grid gap-4" data-testid="prescription-answer" data-verdict={reading.verdict} data-complete={priced.complete}>
      {reading.verdict !== "list" && (
        <p className="rounded-control bg-ink-50 p-3 font-semibold text-ink-900">{messageOf(reading.verdict)}</p>
      )}
      {reading.capped && (
        <p className="rounded-control bg-accent-50 p-3 text-ink-900">{prescription.capped(reading.capped.read, reading.capped.total)}</p>
      )}
      {reading.ignored > 0 && <p className="text-sm text-ink-700">{prescription.ignored(reading.ignored)}</p>}
      {showLines && (
        <section aria-labelledby={headingId}>
          <h3 id={headingId} className="text-lg font-bold">
            {prescription.linesHeading}
          </h3>
          <ol className="mt-2 grid gap-3">
            {priced.lines.map((line, position) => (
              <PrescriptionLineView
                key={`${position}-${line.text}`}
                line={line}
                onChoose={(lineText, id) => setChoices((held) => new Map(held).set(lineText, id))}
              />
            ))}
          </ol>
        </section>
      )}
      {reading.verdict === "list" && priced.lines.some((line) => line.status === "matched" || line.status === "covered") && (
        <PrescriptionTotals
          priced={priced}
          count={booked.length}
          offerHref={priced.offer ? hrefOfId(priced.offer.package.id, sources) : null}
        />
      )}
      {showLines && <PrescriptionActions ids={packageList(reading).ids} items={booked} keptAsWritten={kept} />}
    </div>
  );
}

function messageOf(verdict: PrescriptionReading["verdict"]): string {
  return verdict === "empty"
    ? prescription.empty
    : verdict === "prose"
      ? prescription.prose
      : verdict === "nothing-known"
        ? prescription.nothingKnown
        : "";
}
