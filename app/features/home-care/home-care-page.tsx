import type { ReactNode } from "react";
import { Accordion } from "~/components/ui/accordion";
import { BookingLink } from "~/components/ui/booking-link";
import { buttonClass } from "~/components/ui/button";
import { AccreditationsSection } from "~/components/sections/accreditations-section";
import { FeatureGrid } from "~/components/ui/feature-card";
import { CheckList } from "~/components/ui/check-list";
import { ItemCard } from "~/components/ui/item-card";
import { HeroImage, PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import { Steps } from "~/components/ui/steps";
import { siteConfig, telHref } from "~/config/site";
import type * as homeCareContent from "~/content/home-care";
import type { HomeCarePackageView } from "~/domain/home-care-packages";
import { SafetyBoxes } from "~/components/ui/safety-box";
import { Icon } from "~/components/ui/icon";
import { HomeServicesSection } from "./home-services-section";
import { homeCareSections } from "~/content/section-headings";

/** The page's content (content/home-care.ts, which quotes test facts), handed over by the route. */
export interface HomeCareContent {
  homeCareHero: typeof homeCareContent.homeCareHero;
  homeServices: typeof homeCareContent.homeServices;
  homeCarePackages: HomeCarePackageView[];
  homeCareWhyChoose: typeof homeCareContent.homeCareWhyChoose;
  homeCareSteps: typeof homeCareContent.homeCareSteps;
  homeCareFaqs: typeof homeCareContent.homeCareFaqs;
}

export function HomeCarePage({
  homeCareHero,
  homeServices,
  homeCarePackages,
  homeCareWhyChoose,
  homeCareSteps,
  homeCareFaqs,
}: HomeCareContent) {
  // The packages' call-112 boxes (from their tests), each once, above the cards.
  const packageNotices = [...new Map(homeCarePackages.flatMap((pkg) => pkg.safety).map((notice) => [notice.title, notice])).values()];
  return (
    <>
      <PageHero
        eyebrow={homeCareHero.eyebrow}
        title={homeCareHero.title}
        lead={homeCareHero.intro}
        actions={
          <>
            <BookingLink message="Hello, I'd like to book a home visit for a diagnostic test.">Book a Home Visit</BookingLink>
            <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary")}>
              <Icon name="Phone" className="size-4" />
              Call <span className="tabular">{siteConfig.supportPhone}</span>
            </a>
          </>
        }
        aside={
          <div>
            <HeroImage src={homeCareHero.image} alt={homeCareHero.imageAlt} />
            <dl className="mt-6 grid grid-cols-3 gap-3">
              {homeCareHero.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col rounded-card bg-white p-3 text-center shadow-card">
                  <dt className="order-2 text-xs text-ink-600 sm:text-sm">{stat.label}</dt>
                  <dd className="order-1 tabular text-xl font-bold text-brand-700 sm:text-2xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />

      <HomeServicesSection services={homeServices} />

      <Section tone="tint" {...homeCareSections.packages}>
        <SafetyBoxes notices={packageNotices} className="mb-8" />
        <ul className="grid gap-2.5 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
          {homeCarePackages.map((pkg) => (
            // Book Now only: My Package holds catalogue items and department tests, whose prices and
            // preparation it resolves (app/domain/my-package.ts); a home-care package is priced with its
            // home visits and has no id there, so it is booked on its own.
            <ItemCard
              key={pkg.id}
              name={pkg.title}
              price={pkg.price}
              popular={pkg.popular}
              meta={pkg.covers}
              facts={pkg.facts}
              className={pkg.popular ? "ring-2 ring-brand-600" : undefined}
              density="compact"
            >
              <p className="mt-1.5 text-sm text-ink-700 sm:mt-2">
                <span className="font-semibold">Best for:</span> {pkg.bestFor}
              </p>
              {/* On a phone the two closed panels share a line; an open one takes the card's width. */}
              <div className="flex flex-wrap gap-x-4 sm:block">
                <Disclosure summary={`Tests included (${pkg.tests.length})`} name={pkg.title}>
                  <CheckList items={[...pkg.tests, ...pkg.extras]} className="mt-2 space-y-1.5 text-sm text-ink-700" />
                </Disclosure>
                <Disclosure summary="Preparation" name={pkg.title}>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
                    {pkg.preparation.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ul>
                </Disclosure>
              </div>
            </ItemCard>
          ))}
        </ul>
      </Section>

      <Section {...homeCareSections.whyChoose}>
        <FeatureGrid items={homeCareWhyChoose} />
      </Section>

      <Section tone="tint" {...homeCareSections.process}>
        <Steps steps={homeCareSteps} />
      </Section>

      <Section {...homeCareSections.faq}>
        <div className="mx-auto max-w-3xl">
          <Accordion
            name="home-care-faq"
            items={homeCareFaqs.map((faq, index) => ({
              id: `faq-${index}`,
              title: faq.question,
              content: <p>{faq.answer}</p>,
            }))}
          />
        </div>
      </Section>

      <AccreditationsSection tone="tint" eyebrow="Trusted quality" title="Accreditations" />
    </>
  );
}

/** A closed panel inside a package card (what it holds, how to prepare), named with the package for screen readers. */
function Disclosure({ summary, name, children }: { summary: string; name: string; children: ReactNode }) {
  return (
    <details className="group mt-1 text-sm open:basis-full">
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1 font-semibold text-brand-700 hover:underline">
        {summary}
        <span className="sr-only">: {name}</span>
        <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
