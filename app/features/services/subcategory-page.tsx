import { reportDelivery } from "~/content/claims";
import { testingSites } from "~/content/testing-sites";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { BookingLink } from "~/components/ui/booking-link";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { FeatureCard, FeatureGrid } from "~/components/ui/feature-card";
import { HeroImage, PageHero } from "~/components/ui/page-hero";
import { CheckList } from "~/components/ui/check-list";
import { Section } from "~/components/ui/section-heading";
import { Steps, type Step } from "~/components/ui/steps";
import { siteConfig, telHref } from "~/config/site";
import type { AdditionalInfo, ServiceCategory, Subcategory } from "~/content/services";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import { testsAvailableLabel } from "~/domain/services";
import { MedicalNote } from "~/components/ui/medical-note";
import { SafetyBoxes } from "~/components/ui/safety-box";
import type { MedicalReview } from "~/content/medical-review.schema";
import type { SafetyNotice } from "~/content/safety-notices";
import { emergencyNumber } from "~/content/emergency";
import { services } from "~/content/ui/en/services";
import type { ListedTest } from "./test-card";

const words = services.subcategory;

const infoBlocks: { key: keyof AdditionalInfo; title: string }[] = [
  { key: "whyChoose", title: words.infoBlocks.whyChoose },
  { key: "benefits", title: words.infoBlocks.benefits },
  { key: "qualityStandards", title: words.infoBlocks.qualityStandards },
  { key: "expertiseAreas", title: words.infoBlocks.expertiseAreas },
];

/**
 * Who analyses and signs the result, by department (review #22, §10.1): only the laboratory is
 * NABL-accredited; scans and recordings are read by a specialist. Lung tests sit in the cardiology
 * menu but are reported by a pulmonologist; pet X-rays by a veterinary radiologist.
 */
export function analysisText(categorySlug: string, subcategorySlug: string): string {
  const { analysis } = words;
  if (categorySlug === "pathology") return analysis.pathology(testingSites.short);
  if (subcategorySlug === "lung-test") return analysis.lungTest;
  if (subcategorySlug === "pet-xray") return analysis.petXray;
  if (subcategorySlug === "sleep-studies") return analysis.sleepStudies;
  const specialist: Record<string, string> = {
    radiology: analysis.radiology,
    cardiology: analysis.cardiology,
    neurology: analysis.neurology,
  };
  return specialist[categorySlug] ?? analysis.other;
}

function stepsFor(categorySlug: string, subcategorySlug: string): Step[] {
  return [
    words.steps.book,
    words.steps.collection,
    { title: words.steps.analysis, description: analysisText(categorySlug, subcategorySlug) },
    { title: words.steps.results.title, description: words.steps.results.description(reportDelivery) },
  ];
}

function CallNow({ className }: { className?: string }) {
  return (
    <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md", className)}>
      <Icon name="Phone" className="size-4" />
      {words.callNow} <span className="tabular">{siteConfig.supportPhone}</span>
    </a>
  );
}

/**
 * /services/{serviceSlug}/{subCategorySlug} and the /facilities/... subcategory paths. Static but for
 * `testList`, the list of the subcategory's test cards (an island).
 */
export function SubcategoryPage({
  category,
  subcategory,
  notices,
  testList,
}: {
  /** The department, for the eyebrow, the breadcrumb and the medical review of its pages. */
  category: Pick<ServiceCategory, "name" | "slug"> & { review: MedicalReview };
  /** Each test with its card facts: report time, fast, where it is done ("Green Park centre only"). */
  subcategory: Omit<Subcategory, "tests"> & { tests: ListedTest[]; forPets: boolean };
  /** The call-112 boxes of the page's tests, once each, emergencies first (shown above everything else). */
  notices: readonly SafetyNotice[];
  /** The "Popular Tests" list, an island (app/islands/subcategory-tests.tsx): each card has Add to Package. */
  testList?: ReactNode;
}) {
  const blocks = infoBlocks
    .map((block) => ({ ...block, items: subcategory.additionalInfo?.[block.key] ?? [] }))
    .filter((block) => block.items.length > 0);

  return (
    <>
      <PageHero
        eyebrow={category.name}
        title={subcategory.name}
        lead={subcategory.description}
        actions={
          <>
            <BookingLink message={words.bookingMessage(subcategory.name)}>{words.bookViaChat}</BookingLink>
            <CallNow />
          </>
        }
        aside={<HeroImage src={subcategory.image} alt={subcategory.imageAlt} />}
      >
        <Breadcrumb items={subcategoryCrumbs(category, subcategory)} />
      </PageHero>

      {notices.length > 0 && (
        <div className="container-page pt-8">
          <SafetyBoxes notices={notices} />
        </div>
      )}

      {blocks.length > 0 && (
        <Section title={words.aboutService} titleHidden>
          <ul className={`grid gap-3 sm:gap-6 md:grid-cols-2 ${blocks.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
            {blocks.map((block) => (
              <FeatureCard key={block.key} title={block.title}>
                <CheckList items={block.items} className="mt-2 space-y-1.5 text-sm text-ink-700 sm:mt-3 sm:text-base" />
              </FeatureCard>
            ))}
          </ul>
        </Section>
      )}

      <Section tone="tint" eyebrow={testsAvailableLabel(subcategory.tests.length)} title={words.popularTests} intro={words.popularIntro}>
        {testList}
      </Section>

      {subcategory.equipment.length > 0 && (
        <Section {...words.equipment}>
          <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
            {subcategory.equipment.map((item) => (
              <FeatureCard key={item.name} title={item.name} description={item.description} />
            ))}
          </ul>
        </Section>
      )}

      {subcategory.features.length > 0 && (
        <Section tone="tint" {...words.features}>
          <FeatureGrid items={subcategory.features} columns="md:grid-cols-3" />
        </Section>
      )}

      <Section {...words.process}>
        <Steps steps={stepsFor(category.slug, subcategory.slug)} />
      </Section>

      <Section tone="tint" title={words.questions.title(subcategory.name)} intro={words.questions.intro(emergencyNumber)}>
        <div className="flex justify-center">
          <CallNow />
        </div>
        <MedicalNote review={category.review} className="mx-auto mt-8 max-w-3xl" forPets={subcategory.forPets} />
      </Section>
    </>
  );
}
