import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink } from "~/components/ui/button";
import { AccreditationsSection } from "~/components/sections/accreditations-section";
import { CheckList } from "~/components/ui/check-list";
import { FeatureGrid } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import type { Feature } from "~/content/services";
import { testsAvailableLabel, type DepartmentSummary } from "~/domain/services";
import { Icon } from "~/components/ui/icon";
import { DepartmentCard } from "./department-card";
import { testingSites } from "~/content/testing-sites";
import { servicesOverviewSections } from "~/content/section-headings";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** /services (and /services/lab): every department, quality assurance and certifications. */
export function ServicesOverviewPage({
  departments,
  qualityAssurance,
}: {
  departments: DepartmentSummary[];
  qualityAssurance: Feature[];
}) {
  return (
    <>
      <PageHero
        eyebrow="Our facilities"
        title="Diagnostic Services & Departments"
        lead={`Pathology, radiology, cardiology and neurology under one roof, with home visits across Delhi/NCR and Jammu & Kashmir. Blood and urine samples: ${lowerFirst(testingSites.short)}`}
        actions={
          <>
            <ButtonLink href="/find-test">Find a Test</ButtonLink>
            <ButtonLink href="/home-care" variant="secondary">
              Home Collection
            </ButtonLink>
          </>
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
              <p className="mt-2 text-sm font-medium text-brand-800 tabular">
                {testsAvailableLabel(category.testCount)}
              </p>
              <CheckList items={category.leadingSubcategories} className="mt-3 grid gap-1 text-sm text-ink-700 sm:grid-cols-2" />
              <a
                href={`/services/${category.slug}`}
                className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
              >
                Explore {category.name}
                <Icon name="ChevronRight" className="size-4" />
              </a>
            </DepartmentCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" {...servicesOverviewSections.quality}>
        <FeatureGrid items={qualityAssurance} />
      </Section>

      <AccreditationsSection eyebrow="Certifications" title="Accredited and Certified" />

      <Section
        tone="tint"
        title="Not sure which test you need?"
        intro="Search our test catalogue, or message us and our team will help you choose."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/find-test">Find a Test</ButtonLink>
          <BookingLink message="Hello, I need help choosing the right diagnostic test." variant="secondary">
            Chat with Us
          </BookingLink>
          <ButtonLink href="/contact-us" variant="ghost">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
