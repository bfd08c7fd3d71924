import type { ReactNode } from "react";
import { localHref } from "~/domain/local-href";
import { findTest } from "~/content/ui/en/find-test";
import { PageHero } from "~/components/ui/page-hero";
import { siteConfig } from "~/config/site";
import type { CatalogueItem } from "~/domain/catalogue";
import { emergencyHref, emergencyNumber } from "~/content/emergency";
import { childFastingAdvice, insulinAdvice, medicinesAdvice } from "~/content/safety-advice";
import { detailsHref } from "~/domain/catalogue-search";
import { formatRupees } from "~/domain/money";

const groups: { id: string; title: string; match: (item: CatalogueItem) => boolean }[] = [
  { id: "blood-urine", title: findTest.guide.groups["blood-urine"], match: (i) => i.type === "test" && i.category === "pathology" },
  { id: "microbiology", title: findTest.guide.groups.microbiology, match: (i) => i.type === "test" && i.category === "microbiology" },
  {
    id: "heart-lung-brain",
    title: findTest.guide.groups["heart-lung-brain"],
    match: (i) => i.type === "test" && ["cardiology", "pulmonology", "neurology"].includes(i.category),
  },
  { id: "packages", title: findTest.guide.groups.packages, match: (i) => i.type === "package" },
];

/** One line of the guide: what a patient needs to prepare for one test or package. */
export type GuideRow = Pick<CatalogueItem, "id" | "type" | "name" | "sample" | "reportTime" | "preparation" | "price">;

export interface GuideGroup {
  id: string;
  title: string;
  items: GuideRow[];
}

/** The guide's tables from the catalogue: its groups in order, each with the lines it shows. */
export function testGuideGroups(catalogue: readonly CatalogueItem[]): GuideGroup[] {
  return groups.map(({ id, title, match }) => ({
    id,
    title,
    items: catalogue
      .filter(match)
      .map(({ id, type, name, sample, reportTime, preparation, price }) => ({ id, type, name, sample, reportTime, preparation, price })),
  }));
}

/**
 * A printable preparation guide for every test and package, built from the catalogue. `printButton` is
 * the print button (print-button.tsx) as an island (the page itself is static HTML).
 */
export function TestGuidePage({ groups, printButton }: { groups: GuideGroup[]; printButton?: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow={findTest.guide.eyebrow}
        title={findTest.guide.title}
        lead={findTest.guide.lead}
        actions={printButton}
      />
      <div className="container-page py-10">
        <section aria-labelledby="guide-general" className="mb-10 max-w-3xl">
          <h2 id="guide-general" className="text-2xl font-bold">
            {findTest.guide.general}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-700">
            <li>{findTest.guide.fastingMeans}</li>
            <li>
              {medicinesAdvice} {findTest.guide.tellUs}
            </li>
            <li>{insulinAdvice}</li>
            <li>{childFastingAdvice}</li>
            <li>{findTest.guide.documents}</li>
            <li>{findTest.guide.questions(siteConfig.supportPhone)}</li>
            <li>
              <strong>{findTest.guide.emergencies}</strong> {findTest.guide.emergencySigns}{" "}
              <a href={emergencyHref} className="font-semibold text-brand-800 underline underline-offset-2">{emergencyNumber}</a>
              {findTest.guide.emergencyAfter}{" "}
              {findTest.guide.doNotBook}
            </li>
          </ul>
        </section>
        {groups.map(({ items, ...group }) => {
          return (
            <section key={group.id} aria-labelledby={`guide-${group.id}`} className="mb-10 break-inside-avoid-page">
              <h2 id={`guide-${group.id}`} className="text-2xl font-bold">
                {group.title}
              </h2>
              <div className="mt-4 overflow-x-auto rounded-card border border-ink-200">
                <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
                  <thead className="bg-ink-50 text-ink-700">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{findTest.guide.columns.name}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{findTest.guide.columns.sample}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{findTest.guide.columns.reportTime}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{findTest.guide.columns.preparation}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{findTest.guide.columns.price}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-200">
                    {items.map((item) => (
                      <tr key={item.id} className="break-inside-avoid align-top">
                        <th scope="row" className="px-4 py-3 font-semibold">
                          <a href={localHref(detailsHref(item, "find-test"))} className="text-brand-800 underline-offset-2 hover:underline">
                            {item.name}
                          </a>
                        </th>
                        <td className="px-4 py-3 text-ink-700">{item.sample}</td>
                        <td className="px-4 py-3 tabular text-ink-700">{item.reportTime}</td>
                        <td className="px-4 py-3 text-ink-800">
                          <ul className="list-disc space-y-1 pl-4">
                            {item.preparation.map((step) => (
                              <li key={step}>{step}</li>
                            ))}
                          </ul>
                        </td>
                        <td className="px-4 py-3 text-right tabular font-semibold">{formatRupees(item.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
