import { Breadcrumb } from "~/components/ui/breadcrumb";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { FeatureGrid } from "~/components/ui/feature-card";
import { HeroImage, PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import type { ServiceCategory } from "~/content/services";
import { serviceCrumbs } from "~/domain/breadcrumbs";
import { testCount, testsAvailableLabel } from "~/domain/services";
import { Icon } from "~/components/ui/icon";
import { DepartmentCard } from "./department-card";

/** /services/{serviceSlug}: one department with its subcategories. */
import { MedicalNote } from "~/components/ui/medical-note";

export function ServicePage({ category }: { category: ServiceCategory }) {
  return (
    <>
      <PageHero
        eyebrow={`${category.name} department`}
        title={`${category.name} Services`}
        lead={category.description}
        actions={
          <>
            <ButtonLink href="/find-test">Find a Test</ButtonLink>
            <ButtonLink href="/contact-us" variant="secondary">
              Contact Us
            </ButtonLink>
          </>
        }
        aside={<HeroImage src={category.image} alt={category.imageAlt} />}
      >
        <Breadcrumb items={serviceCrumbs(category)} />
      </PageHero>

      <Section
        eyebrow="What we offer"
        title={`${category.name} Tests and Studies`}
        intro="Choose a service to see its tests, preparation and prices."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {category.subcategories.map((sub) => (
            <DepartmentCard key={sub.slug} image={sub.image} imageAlt={sub.imageAlt} icon={sub.icon} name={sub.name}>
              <p className="mt-3 flex-1 text-ink-600">{sub.description}</p>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <Badge tone="brand" className="tabular">
                  {testsAvailableLabel(testCount(sub))}
                </Badge>
                <a
                  href={`/services/${category.slug}/${sub.slug}`}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  View {sub.name}
                  <Icon name="ChevronRight" className="size-4" />
                </a>
              </div>
            </DepartmentCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow="Why choose us" title={`Why Choose Our ${category.name} Services`}>
        <FeatureGrid items={category.whyChoose} columns="md:grid-cols-3" />
      </Section>

      <Section
        title="Looking for a specific test?"
        intro="Search the full catalogue of tests and health packages, or write to us and we will reply within 24 hours."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/find-test">Find a Test</ButtonLink>
          <ButtonLink href="/contact-us" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
        <MedicalNote review={category.review} className="mx-auto mt-8 max-w-3xl" />
      </Section>
    </>
  );
}
