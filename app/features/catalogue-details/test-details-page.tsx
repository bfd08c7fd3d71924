import type { ReactNode } from "react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import type { TestItem } from "#app/domain/catalogue.ts";
import { displayAliases } from "#app/domain/display-aliases.ts";
import type { RelatedLink } from "#app/domain/related-items.ts";
import { catalogueCategoryLabels } from "#content/catalogue-categories.ts";
import { reportDelivery } from "#content/claims.ts";
import { details } from "#words/details.ts";
import { DetailsLayout } from "./details-layout.tsx";
import { detailsNotePanelClass, detailsPanelClass, IncludedList, PreparationList, RelatedLinks } from "./details-lists.tsx";
import { ItemNotFound } from "./item-not-found.tsx";

/** The not-found screen; `back` is its action, the back link the URL asks for (an island). */
export function TestDetailsNotFound({ back }: { back?: ReactNode }) {
  return <ItemNotFound title={details.testNotFound.title} message={details.testNotFound.message} back={back} />;
}

/** "Also called: S. Creatinine, Sr. Creatinine", under the title: the names a prescription may use, cleaned for show. */
function AlsoCalled({ test }: { test: TestItem }) {
  const names = displayAliases(test.name, details.shownAliases(test.aliases ?? []));
  if (names.length === 0) return null;
  return (
    <div className="mt-2 text-ink-700">
      <span className="font-semibold">{details.alsoCalled}</span>{" "}
      {/* The list keeps its marker: the Hindi check reads these as the aliases field (hindi-built-pages.spec.ts). */}
      <ul className="inline" data-search-aliases="">
        {names.map((name, index) => (
          <li key={name} className="inline">
            {name}
            {index < names.length - 1 ? ", " : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A test's page in the order a patient asks (decision 061): the title with the names it is also called,
 * the price card, why it is done, how the sample is taken, what to do before the test, getting the
 * result, then the packages that hold it and related tests. The parts that need the
 * browser come in as islands: `backLink` (where "Back to …" goes depends on the URL's `?from=`) and
 * `addToPackage` (its My Package button).
 */
export function TestDetailsPage({
  test,
  related = { packages: [], tests: [] },
  backLink,
  addToPackage,
}: {
  test: TestItem;
  related?: { packages: readonly RelatedLink[]; tests: readonly RelatedLink[] };
  backLink?: ReactNode;
  addToPackage?: ReactNode;
}) {
  const factsLang = test.factsUntranslated ? "en" : undefined;
  return (
    <DetailsLayout
      item={test}
      kind={catalogueCategoryLabels[test.category]}
      belowTitle={<AlsoCalled test={test} />}
      backLink={backLink}
      addToPackage={addToPackage}
    >
      {/* A test added from the price list has no uses yet: no empty section. */}
      {test.specializations.length > 0 && (
        <TitledPanel title={details.whyItsDone} className={detailsPanelClass}>
          <BulletList items={test.specializations} className="mt-2 list-disc space-y-1 pl-5 text-ink-800" />
        </TitledPanel>
      )}
      {test.sampleTaking.length > 0 && (
        <TitledPanel title={details.howSampleIsTaken} className={detailsPanelClass}>
          <BulletList items={test.sampleTaking} className="mt-2 list-disc space-y-2 pl-5 text-ink-800" />
        </TitledPanel>
      )}
      <TitledPanel title={details.beforeTheTest} className={detailsNotePanelClass}>
        <PreparationList steps={test.beforeTest} />
      </TitledPanel>

      <TitledPanel title={details.gettingYourResult} className={detailsPanelClass}>
        <p className="mt-2 text-ink-800">
          {details.reportTimeLine(test.reportTime)} {details.reportReaches(reportDelivery)}
        </p>
        {test.reportTimeDetail && <p className="mt-2 text-ink-800">{test.reportTimeDetail}</p>}
        {/* A single result is the test itself: only a report of several results lists them. */}
        {test.includes.length > 1 && (
          <>
            <p className="mt-3 mb-2 text-ink-800">{details.reportGives(test.includes.length)}</p>
            <IncludedList lines={test.includes} lang={factsLang} />
          </>
        )}
        <MedicalNote review={test.review} className="mt-4" />
      </TitledPanel>

      <RelatedLinks title={details.packagesWithTest} links={related.packages} />
      <RelatedLinks title={details.relatedTests} links={related.tests} />
    </DetailsLayout>
  );
}
