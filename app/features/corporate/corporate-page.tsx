import { useId } from "react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { FeatureCard, FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { OfferCard } from "#app/components/ui/offer-card.tsx";
import { HeroImage, PageHero } from "#app/components/ui/page-hero.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { localHref } from "#app/domain/local-href.ts";
import type * as corporateContent from "#content/corporate.ts";
import { corporateSections } from "#content/section-headings.ts";
import { corporate } from "#words/corporate.ts";

/** Quotes and demos go to the contact form with the subject pre-selected (it reads ?subject=). */
const contactGeneral = localHref("/contact-us?subject=general");

/** The page's content (content/corporate.ts, which quotes test facts), handed over by the route at build time. */
export interface CorporateContent {
  clientLogos: typeof corporateContent.clientLogos;
  clientLogosSection: typeof corporateContent.clientLogosSection;
  corporateBenefits: typeof corporateContent.corporateBenefits;
  corporateHero: typeof corporateContent.corporateHero;
  corporatePackages: typeof corporateContent.corporatePackages;
  corporateServices: typeof corporateContent.corporateServices;
  impactStats: typeof corporateContent.impactStats;
}

export function CorporatePage({
  clientLogos,
  clientLogosSection,
  corporateBenefits,
  corporateHero,
  corporatePackages,
  corporateServices,
  impactStats,
}: CorporateContent) {
  const ctaHeadingId = useId();
  return (
    <>
      <PageHero
        eyebrow={corporateHero.eyebrow}
        title={corporateHero.title}
        lead={corporateHero.intro}
        actions={
          <>
            <ButtonLink href={contactGeneral}>{corporate.getCustomQuote}</ButtonLink>
            <ButtonLink href={contactGeneral} variant="secondary">
              <Icon name="CalendarCheck" className="size-4" />
              {corporate.scheduleDemo}
            </ButtonLink>
          </>
        }
        aside={<HeroImage src={corporateHero.image} alt={corporateHero.imageAlt} />}
      />

      {impactStats.length > 0 && (
        <Section title={corporate.impact} titleHidden spacing="tight">
          <StatList stats={impactStats} columns="sm:grid-cols-3" />
        </Section>
      )}

      <Section tone="tint" {...corporateSections.services}>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {corporateServices.map((service) => (
            <FeatureCard key={service.id} icon={service.icon} title={service.title} description={service.description}>
              <CheckList items={service.features} />
            </FeatureCard>
          ))}
        </ul>
      </Section>

      <Section {...corporateSections.packages}>
        <ul className="grid gap-3 sm:gap-6 lg:grid-cols-3">
          {corporatePackages.map((pkg) => (
            <OfferCard
              key={pkg.id}
              title={pkg.name}
              titleClassName="text-xl font-bold"
              popularLabel={pkg.popular ? corporate.mostPopular : undefined}
              features={pkg.features}
              action={(nameId) => (
                <ButtonLink
                  href={contactGeneral}
                  variant={pkg.popular ? "primary" : "secondary"}
                  aria-describedby={nameId}
                  className="mt-6"
                >
                  {corporate.getQuote}
                </ButtonLink>
              )}
            >
              <p className="mt-2">
                <Price amount={pkg.price} tone="brand" className="text-3xl" />
                <span className="text-ink-600">{corporate.perEmployee}</span>
              </p>
              <p className="mt-2 text-sm text-ink-700">
                <span className="tabular font-semibold">{corporate.tests(pkg.testCount)}</span> {corporate.andMeasurements} · {pkg.duration}
              </p>
              <p className="mt-1 text-sm text-ink-700">{corporate.reportsWithin(pkg.reportTime)}</p>
              <div className="mt-3 rounded-control bg-ink-50 p-3 text-sm text-ink-800">
                <p className="font-semibold">{corporate.beforeTheSample}</p>
                <BulletList items={pkg.preparation} className="mt-1 list-disc space-y-1 pl-5" />
              </div>
            </OfferCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" {...clientLogosSection}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {clientLogos.map((client) => (
            <Card as="li" key={client.id} className="items-center justify-center">
              <img
                src={client.logo}
                alt={`${client.name} (${client.sector})`}
                width={260}
                height={60}
                loading="lazy"
                className="h-auto w-full max-w-40"
              />
            </Card>
          ))}
        </ul>
      </Section>

      <Section {...corporateSections.benefits}>
        <FeatureGrid items={corporateBenefits} />
      </Section>

      <section aria-labelledby={ctaHeadingId} className="bg-brand-800 py-12 text-white sm:py-16">
        <div className="container-page text-center">
          <h2 id={ctaHeadingId} className="text-2xl font-bold text-white sm:text-3xl">
            {corporate.cta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{corporate.cta.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href={contactGeneral} variant="inverse">
              {corporate.getCustomQuote}
            </ButtonLink>
            <ButtonLink href={contactGeneral} variant="inverse">
              {corporate.scheduleDemo}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
