import { Fragment, type ReactNode } from "react";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { siteConfig } from "#app/config/site.ts";
import { detailsHref } from "#app/domain/catalogue-search.ts";
import { localHref } from "#app/domain/local-href.ts";
import { formatRupees } from "#app/domain/money.ts";
import type { TestGuide } from "#app/domain/test-guide.ts";
import { emergencyHref, emergencyNumber } from "#content/emergency.ts";
import { homeCollectionPlaceholders } from "#content/home-collection.ts";
import { childFastingAdvice, insulinAdvice, usualMedicines } from "#content/safety-advice.ts";
import { findTest } from "#words/find-test.ts";

/** A cell's column name, shown (and read) only where the table's head is not: on a phone, where each line is a block. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="font-medium text-ink-900 md:hidden">{children}: </span>;
}

/**
 * A printable preparation guide for every package and the tests marked for it, built from the catalogue. `printButton` is
 * the print button (print-button.tsx) as an island (the page itself is static HTML).
 */
export function TestGuidePage({ guide, printButton }: { guide: TestGuide; printButton?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={findTest.guide.eyebrow} title={findTest.guide.title} lead={findTest.guide.lead} actions={printButton} />
      <div className="container-page py-10">
        <TitledPanel title={findTest.guide.general} titleClassName="text-2xl font-bold" className="mb-10 max-w-3xl">
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-700">
            <li>{findTest.guide.fastingMeans}</li>
            <li>
              {usualMedicines} {findTest.guide.tellUs}
            </li>
            <li>{insulinAdvice}</li>
            <li>{childFastingAdvice}</li>
            <li>{findTest.guide.documents}</li>
            <li>
              {findTest.guide.others}{" "}
              <a href={localHref("/find-test")} className="font-semibold text-brand-800 underline underline-offset-2">
                {findTest.guide.othersLink}
              </a>
              {findTest.guide.othersAfter}
            </li>
            <li>{findTest.guide.questions(siteConfig.supportPhone, homeCollectionPlaceholders["collection-hours"]())}</li>
            <li>
              <strong>{findTest.guide.emergencies}</strong> {findTest.guide.emergencySigns}{" "}
              <a href={emergencyHref} className="font-semibold text-brand-800 underline underline-offset-2">
                {emergencyNumber}
              </a>
              {findTest.guide.emergencyAfter} {findTest.guide.doNotBook}
            </li>
          </ul>
        </TitledPanel>
        {guide.notes.length > 0 && (
          <TitledPanel title={findTest.guide.notesTitle} titleClassName="text-2xl font-bold" className="mb-10 max-w-3xl">
            <p className="mt-2 text-ink-600">{findTest.guide.notesIntro}</p>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-ink-700 marker:font-semibold">
              {guide.notes.map((note, index) => (
                <li key={note} id={`guide-note-${index + 1}`} className="scroll-mt-24">
                  {note}
                </li>
              ))}
            </ol>
          </TitledPanel>
        )}
        {guide.groups.map(({ items, ...group }) => {
          return (
            <TitledPanel key={group.id} title={group.title} titleClassName="text-2xl font-bold" className="mb-10 break-inside-avoid-page">
              {/* A table from 768 px; below it each line is a block (name and price, then sample, report time
                  and preparation, each with its column's name), so nothing scrolls sideways on a phone. */}
              <div className="mt-4 overflow-x-auto rounded-card border border-ink-200">
                <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[40rem]">
                  <thead className="bg-ink-50 text-ink-700 max-md:sr-only">
                    <tr>
                      {(["name", "sample", "reportTime", "preparation"] as const).map((column) => (
                        <th key={column} scope="col" className="px-4 py-3 font-semibold">
                          {findTest.guide.columns[column]}
                        </th>
                      ))}
                      <th scope="col" className="px-4 py-3 text-right font-semibold">
                        {findTest.guide.columns.price}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-200 max-md:block">
                    {items.map((item) => (
                      <tr
                        key={item.id}
                        className="break-inside-avoid align-top max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3"
                      >
                        <th scope="row" className="px-4 py-3 font-semibold max-md:p-0">
                          <a
                            href={localHref(detailsHref(item, "find-test"))}
                            lang={item.untranslated ? "en" : undefined}
                            className="text-brand-800 underline-offset-2 hover:underline"
                          >
                            {item.name}
                          </a>
                        </th>
                        <td className="px-4 py-3 text-ink-700 max-md:col-span-2 max-md:p-0">
                          <PhoneLabel>{findTest.guide.columns.sample}</PhoneLabel>
                          <span lang={item.factsUntranslated ? "en" : undefined}>{item.sample}</span>
                        </td>
                        <td className="px-4 py-3 tabular text-ink-700 max-md:col-span-2 max-md:p-0">
                          <PhoneLabel>{findTest.guide.columns.reportTime}</PhoneLabel>
                          {item.reportTime}
                        </td>
                        <td className="px-4 py-3 text-ink-800 max-md:col-span-2 max-md:p-0">
                          <ul className="list-disc space-y-1 pl-4">
                            {item.preparation.map((step) => (
                              <li key={step}>{step}</li>
                            ))}
                            {item.notes.length > 0 && (
                              <li>
                                {findTest.guide.seeNotes}{" "}
                                {item.notes.map((number, index) => (
                                  <Fragment key={number}>
                                    {index > 0 && ", "}
                                    <a href={`#guide-note-${number}`} className="font-semibold text-brand-800 underline underline-offset-2">
                                      <span className="sr-only">{findTest.guide.note} </span>
                                      {number}
                                    </a>
                                  </Fragment>
                                ))}
                              </li>
                            )}
                          </ul>
                        </td>
                        <td className="px-4 py-3 text-right tabular font-semibold max-md:col-start-2 max-md:row-start-1 max-md:p-0">
                          {formatRupees(item.price)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </TitledPanel>
          );
        })}
      </div>
    </>
  );
}
