import { Link } from "react-router";
import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FeatureCard } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { accreditations } from "~/content/accreditations";
import { qualityAssurance, serviceCategories } from "~/content/services";
import { leadingSubcategoryNames, testsAvailableLabel, totalTestCount } from "~/domain/services";
import { Icon, IconBadge } from "~/components/ui/icon";

/** /services (and /services/lab): the departments list of SPEC "Facilities". */
export function ServicesOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow="Our facilities"
        title="Diagnostic Services & Departments"
        lead="Pathology, radiology, cardiology and neurology under one roof, with home visits across Delhi/NCR and Jammu & Kashmir and reports from NABL-accredited laboratories."
        actions={
          <>
            <ButtonLink to="/find-test">Find a Test</ButtonLink>
            <ButtonLink to="/home-care" variant="secondary">
              Home Collection
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="departments-heading">
        <SectionHeading
          id="departments-heading"
          eyebrow="Departments"
          title="Our Departments"
          intro="Choose a department to see its tests, equipment and prices."
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {serviceCategories.map((category) => (
            <Card as="li" key={category.slug} className="sm:flex-row">
              <img
                src={category.image}
                alt={category.imageAlt}
                width={400}
                height={300}
                loading="lazy"
                className="h-44 w-full bg-brand-50 object-contain sm:h-auto sm:w-48"
              />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex items-center gap-3">
                  <IconBadge name={category.icon} size="sm" />
                  <h3 className="text-xl font-bold">{category.name}</h3>
                </div>
                <p className="mt-3 text-ink-600">{category.description}</p>
                <p className="mt-2 text-sm font-medium text-brand-800 tabular">
                  {testsAvailableLabel(totalTestCount(category))}
                </p>
                <ul className="mt-3 grid gap-1 text-sm text-ink-700 sm:grid-cols-2">
                  {leadingSubcategoryNames(category).map((name) => (
                    <li key={name} className="flex items-center gap-1.5">
                      <Icon name="CircleCheck" className="size-4 shrink-0 text-brand-600" />
                      {name}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/services/${category.slug}`}
                  className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
                >
                  Explore {category.name}
                  <Icon name="ChevronRight" className="size-4" />
                </Link>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section tone="tint" aria-labelledby="quality-heading">
        <SectionHeading
          id="quality-heading"
          eyebrow="Quality assurance"
          title="How We Keep Results Accurate"
          intro="Every report passes 7 levels of quality checks before it reaches you."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {qualityAssurance.map((point) => (
            <FeatureCard key={point.title} icon={point.icon} title={point.title} description={point.description} />
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="certifications-heading">
        <SectionHeading id="certifications-heading" eyebrow="Certifications" title="Accredited and Certified" />
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {accreditations.map((item) => (
            <Card as="li" key={item.id} className="items-center p-5 text-center">
              <Icon name="Award" className="size-8 text-accent-700" />
              <h3 className="mt-2 text-xl font-bold">{item.name}</h3>
              <p className="mt-1 text-sm text-ink-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section tone="tint" aria-labelledby="services-cta-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="services-cta-heading" className="text-2xl font-bold sm:text-3xl">
            Not sure which test you need?
          </h2>
          <p className="mt-3 text-ink-600">
            Search our test catalogue, or message us and our team will help you choose.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/find-test">Find a Test</ButtonLink>
            <BookingLink message="Hello, I need help choosing the right diagnostic test." variant="secondary">
              Chat with Us
            </BookingLink>
            <ButtonLink to="/contact-us" variant="ghost">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
