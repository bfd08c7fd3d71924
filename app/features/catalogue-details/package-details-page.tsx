import type { ReactNode } from "react";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import type { PackageItem, PackagePanel } from "#app/domain/catalogue.ts";
import { includeCount } from "#app/domain/parameter-count.ts";
import { details } from "#words/details.ts";
import { DetailsLayout } from "./details-layout.tsx";
import { detailsNotePanelClass, detailsPanelClass, IncludedList, PreparationList } from "./details-lists.tsx";
import { ItemNotFound } from "./item-not-found.tsx";

/** The not-found screen; `back` is its action, the back link the URL asks for (an island). */
export function PackageDetailsNotFound({ back }: { back?: ReactNode }) {
  return <ItemNotFound title={details.packageNotFound.title} message={details.packageNotFound.message} back={back} />;
}

/** A closed group in one line: its count and its first three lines. */
function groupSummary(count: number, lines: readonly string[]): string {
  return details.groupSummary(count, lines.slice(0, 3), lines.length > 3 || count > lines.length);
}

/**
 * A health package's page. The parts that need the browser come in as islands: `backLink` (where "Back to …" goes
 * depends on the URL's `?from=`) and `addToPackage` (its My Package button).
 */
export function PackageDetailsPage({ pkg, backLink, addToPackage }: { pkg: PackageItem; backLink?: ReactNode; addToPackage?: ReactNode }) {
  const panels = pkg.includes.filter((entry): entry is PackagePanel => typeof entry !== "string");
  const singles = pkg.includes.filter((entry): entry is string => typeof entry === "string");
  const total = pkg.parameterCount;
  const panelItems = panels.map((panel, index) => ({
    id: `panel-${index}`,
    title: panel.panel,
    summary: groupSummary(includeCount(panel), panel.tests),
    content: (
      <>
        <IncludedList lines={panel.tests} />
        {panel.count !== undefined && panel.count > panel.tests.length && (
          <p className="mt-3 text-sm text-ink-600">{details.mainParameters(panel.count)}</p>
        )}
      </>
    ),
  }));
  if (singles.length > 0) {
    panelItems.push({
      id: "individual",
      title: panels.length > 0 ? details.individualTests : details.testsIncluded,
      summary: groupSummary(singles.length, singles),
      content: <IncludedList lines={singles} />,
    });
  }

  return (
    <DetailsLayout item={pkg} kind={details.healthPackage} backLink={backLink} addToPackage={addToPackage}>
      <h2 className="mt-8 text-xl font-bold">{details.testsIncluded}</h2>
      <p className="mt-1 mb-3 text-ink-600">{details.parametersIncluded(total)}</p>
      {/* Every group closed, each saying in one line what it holds: a 24-line list open by default was most of a phone's page. */}
      <Accordion name={`package-${pkg.id}-panels`} items={panelItems} />

      <TitledPanel title={details.preparation} className={detailsNotePanelClass}>
        <PreparationList steps={pkg.preparation} />
      </TitledPanel>
      <MedicalNote review={pkg.review} className="mt-8" />

      <TitledPanel title={details.recommendedFor} className={detailsPanelClass}>
        <CheckList items={pkg.specializations} className="mt-3 grid gap-2 text-base text-ink-900 sm:grid-cols-2" />
      </TitledPanel>
    </DetailsLayout>
  );
}
