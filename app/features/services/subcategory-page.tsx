import { Icon } from "~/components/ui/icon";
import { BookingLink } from "~/components/ui/booking-link";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FeatureCard } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { siteConfig, telHref } from "~/config/site";
import type { AdditionalInfo, ServiceCategory, Subcategory } from "~/content/services";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import { testsAvailableLabel } from "~/domain/services";
import { TestCard } from "./test-card";

const infoBlocks: { key: keyof AdditionalInfo; title: string }[] = [
  { key: "whyChoose", title: "Why Choose Us" },
  { key: "benefits", title: "Benefits" },
  { key: "qualityStandards", title: "Quality Standards" },
  { key: "expertiseAreas", title: "Expertise Areas" },
];

const steps = [
  { icon: "CalendarCheck", title: "Book Online", description: "Book by chat or phone and pick a slot at home or at a centre." },
  { icon: "TestTube", title: "Sample Collection", description: "A trained technician collects the sample or performs the test." },
  { icon: "Microscope", title: "Analysis", description: "Accredited labs and specialists analyse and check every result." },
  { icon: "FileText", title: "Get Results", description: "Your signed report arrives by SMS and email, ready to share." },
];

function CallNow({ className }: { className?: string }) {
  return (
    <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md", className)}>
      <Icon name="Phone" className="size-4" />
      Call Now: <span className="tabular">{siteConfig.supportPhone}</span>
    </a>
  );
}

/** /services/{serviceSlug}/{subCategorySlug} and the /facilities/... subcategory paths. */
export function SubcategoryPage({ category, subcategory }: { category: ServiceCategory; subcategory: Subcategory }) {
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
            <BookingLink message={`Hello, I'd like to book a ${subcategory.name} test. Please help me choose.`}>
              Book via Chat
            </BookingLink>
            <CallNow />
          </>
        }
        aside={
          <img
            src={subcategory.image}
            alt={subcategory.imageAlt}
            width={400}
            height={300}
            className="mx-auto hidden w-full max-w-sm rounded-card lg:block"
          />
        }
      >
        <Breadcrumb items={subcategoryCrumbs(category, subcategory)} />
      </PageHero>

      {blocks.length > 0 && (
        <Section aria-labelledby="about-service-heading">
          <h2 id="about-service-heading" className="sr-only">
            About this service
          </h2>
          <ul className={`grid gap-6 md:grid-cols-2 ${blocks.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
            {blocks.map((block) => (
              <Card as="li" key={block.key} className="p-6">
                <h3 className="text-lg font-semibold">{block.title}</h3>
                <ul className="mt-3 space-y-2 text-ink-700">
                  {block.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        </Section>
      )}

      <Section tone="tint" aria-labelledby="tests-heading">
        <SectionHeading
          id="tests-heading"
          eyebrow={testsAvailableLabel(subcategory.tests.length)}
          title="Popular Tests"
          intro="Book any test in a chat with our team; home visits are available for most of them."
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subcategory.tests.map((test) => (
            <TestCard key={test.id} test={test} idPrefix={subcategory.slug} />
          ))}
        </ul>
      </Section>

      {subcategory.equipment.length > 0 && (
        <Section aria-labelledby="equipment-heading">
          <SectionHeading id="equipment-heading" eyebrow="Technology" title="Advanced Equipment" />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {subcategory.equipment.map((item) => (
              <Card as="li" key={item.name} className="p-6">
                <h3 className="text-lg font-semibold">{item.name}</h3>
                <p className="mt-2 text-ink-600">{item.description}</p>
              </Card>
            ))}
          </ul>
        </Section>
      )}

      {subcategory.features.length > 0 && (
        <Section tone="tint" aria-labelledby="features-heading">
          <SectionHeading id="features-heading" eyebrow="What you get" title="Key Features" />
          <ul className="grid gap-6 md:grid-cols-3">
            {subcategory.features.map((feature) => (
              <FeatureCard key={feature.title} icon={feature.icon} title={feature.title} description={feature.description} />
            ))}
          </ul>
        </Section>
      )}

      <Section aria-labelledby="how-heading">
        <SectionHeading id="how-heading" eyebrow="Simple process" title="How It Works" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <Card as="li" key={step.title} className="p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white tabular">
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.description}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <Section tone="tint" aria-labelledby="call-heading">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="call-heading" className="text-2xl font-bold sm:text-3xl">
            Questions about {subcategory.name}?
          </h2>
          <p className="mt-3 text-ink-600">Our support line is open 24/7 to help with preparation, prices and slots.</p>
          <div className="mt-6 flex justify-center">
            <CallNow />
          </div>
        </div>
      </Section>
    </>
  );
}
