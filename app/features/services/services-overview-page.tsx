import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink, ButtonLinkPair } from "~/components/ui/button";
import { AccreditationsSection } from "~/components/sections/accreditations-section";
import { CheckList } from "~/components/ui/check-list";
import { FeatureGrid } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import type { Feature } from "~/content/services";
import { testsAvailableLabel, type DepartmentSummary } from "~/domain/services";
import { DepartmentCard, DepartmentCardLink } from "./department-card";
import { testingSites } from "~/content/testing-sites";
import { servicesOverviewSections } from "~/content/section-headings";
import { services } from "~/content/ui/en/services";
import { localHref } from "~/domain/local-href";

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
              <p className="mt-2 text-sm font-medium text-brand-800 tabular">{testsAvailableLabel(category.testCount)}</p>
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
