import type { ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { FeatureCard, FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { HeroImage, PageHero } from "#app/components/ui/page-hero.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { Steps, type Step } from "#app/components/ui/steps.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { subcategoryCrumbs } from "#app/domain/breadcrumbs.ts";
import { localHref } from "#app/domain/local-href.ts";
import { seeAllLabel, type MenuLink } from "#app/domain/services.ts";
import { catalogueCategoryLabels } from "#content/catalogue-categories.ts";
import { reportDelivery } from "#content/claims.ts";
import type { MedicalReview } from "#content/collections/medical-review.schema.ts";
import { emergencyNumber } from "#content/emergency.ts";
import { feverAdvice } from "#content/safety-advice.ts";
import type { SafetyNotice } from "#content/safety-notices.ts";
import type { AdditionalInfo, ServiceCategory, Subcategory } from "#content/services.ts";
import { testingSites } from "#content/testing-sites.ts";
import { services } from "#words/services.ts";
import { FeverAdvice } from "./fever-advice.tsx";
import type { ListedTest } from "./test-card.tsx";

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

// Stacked on a phone, the hero's two buttons are one width, the screen's.
const HERO_BUTTON = "w-full sm:w-auto";

function CallNow({ className }: { className?: string }) {
  return (
    <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md", className)}>
      <Icon name="Phone" className="size-4" />
      {words.callNow} <span className="tabular">{siteConfig.supportPhone}</span>
    </a>
  );
}

/**
 * /services/{serviceSlug}/{subCategorySlug} and the /facilities/... subcategory paths: the tests first,
 * under their warnings, each said once (the call-112 boxes, the fever advice as points), with a link to
 * the whole menu of their kind; then what the service is. Static but for `testList`, the list of the
 * subcategory's test cards (an island).
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
  subcategory: Omit<Subcategory, "tests"> & {
    tests: ListedTest[];
    forPets: boolean;
    /** A test of the page names the fever notice: the fever advice stands above the tests. */
    fever: boolean;
    /** The find-test category of its tests, for "See all 160 pathology tests". */
    menu?: MenuLink;
  };
  /** The call-112 boxes of the page's tests, once each (shown above the tests). */
  notices: readonly SafetyNotice[];
  /** The "Common Tests" list, an island (app/islands/subcategory-tests.tsx): each card has Add to Package. */
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
            <BookingLink message={words.bookingMessage(subcategory.name)} className={HERO_BUTTON}>
              {words.bookViaChat}
            </BookingLink>
            <CallNow className={HERO_BUTTON} />
          </>
        }
        aside={<HeroImage src={subcategory.image} alt={subcategory.imageAlt} />}
      >
        <Breadcrumb items={subcategoryCrumbs(category, subcategory)} />
      </PageHero>

      <Section tone="tint" title={words.popularTests} intro={words.popularIntro}>
        {(notices.length > 0 || subcategory.fever) && (
          <div className="mb-3 space-y-2 sm:mb-4">
            <SafetyBoxes notices={notices} compact />
            {subcategory.fever && <FeverAdvice advice={feverAdvice} />}
          </div>
        )}
        {testList}
        {subcategory.menu && (
          <p className="mt-4 text-center sm:mt-6">
            <a
              href={localHref(`/find-test?category=${subcategory.menu.category}`)}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {seeAllLabel(subcategory.menu, catalogueCategoryLabels[subcategory.menu.category])}
              <Icon name="ArrowRight" className="size-4" />
            </a>
          </p>
        )}
      </Section>

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

      {subcategory.equipment.length > 0 && (
        <Section tone="tint" {...words.equipment}>
          <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
            {subcategory.equipment.map((item) => (
              <FeatureCard key={item.name} title={item.name} description={item.description} />
            ))}
          </ul>
        </Section>
      )}

      {subcategory.features.length > 0 && (
        <Section {...words.features}>
          <FeatureGrid items={subcategory.features} columns="md:grid-cols-3" />
        </Section>
      )}

      <Section tone="tint" {...words.process}>
        <Steps steps={stepsFor(category.slug, subcategory.slug)} />
      </Section>

      <Section title={words.questions.title(subcategory.name)} intro={words.questions.intro(emergencyNumber)}>
        <div className="flex justify-center">
          <CallNow />
        </div>
        <MedicalNote review={category.review} className="mx-auto mt-8 max-w-3xl" forPets={subcategory.forPets} />
      </Section>
    </>
  );
}
