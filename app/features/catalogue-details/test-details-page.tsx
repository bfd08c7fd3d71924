import { BulletList } from "#app/components/ui/bullet-list.tsx";
import type { ReactNode } from "react";
import { details } from "#words/en/details.ts";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { Badge } from "#app/components/ui/card.tsx";
import type { TestItem } from "#app/domain/catalogue.ts";
import { catalogueCategoryLabels } from "#content/catalogue-categories.ts";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { DetailsLayout } from "./details-layout.tsx";
import { DetailsSection, Fact, IncludedList, PreparationList, ItemNotFound } from "./details-parts.tsx";

/** A specialty key as a reader says it ("cardiology" → "Cardiology"). */
function specialtyLabel(key: string): string {
  return details.specialties[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** The not-found screen; `back` is its action, the back link the URL asks for (an island). */
export function TestDetailsNotFound({ back }: { back?: ReactNode }) {
  return <ItemNotFound title={details.testNotFound.title} message={details.testNotFound.message} back={back} />;
}

/**
 * A test's page. The parts that need the browser come in as islands: `backLink` (where "Back to …" goes
 * depends on the URL's `?from=`) and `addToPackage` (its My Package button).
 */
export function TestDetailsPage({ test, backLink, addToPackage }: { test: TestItem; backLink?: ReactNode; addToPackage?: ReactNode }) {
  const aliases = details.shownAliases(test.aliases ?? []);
  return (
    <DetailsLayout item={test} kind={catalogueCategoryLabels[test.category]} backLink={backLink} addToPackage={addToPackage}>
      <h2 className="sr-only">{details.testFacts}</h2>
      <dl className="mt-6 grid grid-cols-2 gap-3 xl:grid-cols-3">
        <Fact label={details.category}>{catalogueCategoryLabels[test.category]}</Fact>
        <Fact label={details.specialty}>{specialtyLabel(test.specialty)}</Fact>
        <Fact label={details.parameters}>{test.includes.length}</Fact>
      </dl>

      <h2 className="mt-8 mb-3 text-xl font-bold">{details.testInformation}</h2>
      <Accordion
        name={`test-${test.id}-panels`}
        defaultOpenId="included"
        items={[
          {
            id: "included",
            title: details.whatsIncluded(test.includes.length),
            content: <IncludedList lines={test.includes} lang={test.factsUntranslated ? "en" : undefined} />,
          },
          // A test added from the price list has no uses yet: no empty panel.
          ...(test.specializations.length > 0
            ? [
                {
                  id: "uses",
                  title: details.recommendedFor,
                  content: <BulletList items={test.specializations} />,
                },
              ]
            : []),
        ]}
      />

      <DetailsSection title={details.preparationInstructions} tone="note">
        <PreparationList steps={test.preparation} />
      </DetailsSection>
      <MedicalNote review={test.review} className="mt-8" />

      {aliases.length > 0 && (
        <DetailsSection title={details.alsoKnownAs}>
          <ul className="mt-3 flex flex-wrap gap-2" data-search-aliases>
            {aliases.map((alias) => (
              <li key={alias}>
                <Badge tone="neutral">{alias}</Badge>
              </li>
            ))}
          </ul>
        </DetailsSection>
      )}
    </DetailsLayout>
  );
}
