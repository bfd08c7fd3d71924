import { AccreditationsSection } from "#app/components/sections/accreditations-section.tsx";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { ButtonLink, ButtonLinkPair } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { seeAllLabel, type DepartmentSummary } from "#app/domain/services.ts";
import { catalogueCategoryLabels } from "#content/catalogue-categories.ts";
import { servicesOverviewSections } from "#content/section-headings.ts";
import type { Feature } from "#content/services.ts";
import { testingSites } from "#content/testing-sites.ts";
import { services } from "#words/services.ts";
import { DepartmentCard, DepartmentCardLink } from "./department-card.tsx";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const words = services.overview;

/** /services (and /services/lab): every department, quality assurance and certifications. */
export function ServicesOverviewPage({ departments, qualityAssurance }: { departments: DepartmentSummary[]; qualityAssurance: Feature[] }) {
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead(lowerFirst(testingSites.short))}
        actions={
          <ButtonLinkPair
            main={{ href: localHref("/find-test"), label: services.findTest }}
            second={{ href: localHref("/home-care"), label: words.homeCollection }}
          />
        }
      />

      <Section {...servicesOverviewSections.departments}>
        <ul className="grid gap-6 md:grid-cols-2">
          {departments.map((category) => (
            <DepartmentCard
              key={category.slug}
              image={category.image}
              imageAlt={category.imageAlt}
              icon={category.icon}
              name={category.name}
              wide
            >
              <p className="mt-3 text-ink-600">{category.description}</p>
              {category.menu && (
                <a
                  href={localHref(`/find-test?category=${category.menu.category}`)}
                  className="mt-1 inline-flex min-h-11 items-center self-start text-sm font-medium text-brand-800 underline underline-offset-2 tabular"
                >
                  {seeAllLabel(category.menu, catalogueCategoryLabels[category.menu.category])}
                </a>
              )}
              <CheckList items={category.leadingSubcategories} className="mt-3 grid gap-1 text-sm text-ink-700 sm:grid-cols-2" />
              <DepartmentCardLink href={localHref(`/services/${category.slug}`)} className="mt-5 self-start">
                {words.explore(category.name)}
              </DepartmentCardLink>
            </DepartmentCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" {...servicesOverviewSections.quality}>
        <FeatureGrid items={qualityAssurance} />
      </Section>

      <AccreditationsSection {...words.certifications} />

      <Section tone="tint" title={words.notSure.title} intro={words.notSure.intro}>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href={localHref("/find-test")}>{services.findTest}</ButtonLink>
          <BookingLink message={words.notSure.chatMessage} variant="secondary">
            {words.notSure.chat}
          </BookingLink>
          <ButtonLink href={localHref("/contact-us")} variant="ghost">
            {services.contactUs}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
