import type { ReactNode } from "react";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { FeatureListCard } from "#app/components/ui/feature-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { HeroImage, PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { Steps } from "#app/components/ui/steps.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { accreditations } from "#content/accreditations.ts";
import type * as homeCarePageContent from "#content/home-care-page.ts";
import type * as homeCareContent from "#content/home-care.ts";
import { homeCareSections } from "#content/section-headings.ts";
import { homeCare } from "#words/home-care.ts";
import { HomeServicesSection } from "./home-services-section.tsx";

/** The page's content (content/home-care.ts, which quotes test facts), handed over by the route. */
export interface HomeCareContent {
  homeCareHero: typeof homeCarePageContent.homeCareHero;
  homeServices: typeof homeCareContent.homeServices;
  homeCareWhyChoose: typeof homeCarePageContent.homeCareWhyChoose;
  homeCareSteps: typeof homeCarePageContent.homeCareSteps;
  homeCareFaqs: typeof homeCarePageContent.homeCareFaqs;
}

export function HomeCarePage({
  homeCareHero,
  homeServices,
  homeCareWhyChoose,
  homeCareSteps,
  homeCareFaqs,
  packageCards,
}: HomeCareContent & { packageCards?: ReactNode }) {
  const single = homeCareHero.stats.length === 1;
  return (
    <>
      <PageHero
        eyebrow={homeCareHero.eyebrow}
        title={homeCareHero.title}
        lead={homeCareHero.intro}
        actions={
          <>
            {/* Stacked on a phone, the two buttons are one width, the screen's. */}
            <BookingLink message={homeCare.bookingMessage} className="w-full sm:w-auto">
              {homeCare.bookHomeVisit}
            </BookingLink>
            <a href={telHref(siteConfig.supportPhone)} className={buttonClass("secondary", "md", "w-full sm:w-auto")}>
              <Icon name="Phone" className="size-4" />
              {homeCare.call} <span className="tabular">{siteConfig.supportPhone}</span>
            </a>
          </>
        }
        aside={
          <div>
            <HeroImage src={homeCareHero.image} alt={homeCareHero.imageAlt} />
            {/* One band of the figures, not a card each (the site has one card style), a column each; a
                single figure (rule 26 left one) is one row, its label beside it, not a third of an empty band. */}
            {/* On a phone the band is left out: its aim is the Fast Blood Collection card's first point. */}
            <dl
              className={cx(
                "hidden divide-x divide-brand-100 rounded-card border border-brand-100 bg-white sm:grid lg:mt-6",
                single ? "grid-cols-1" : "grid-cols-3",
              )}
            >
              {homeCareHero.stats.map((stat) => (
                <div
                  key={stat.label}
                  className={cx("flex py-3", single ? "items-center justify-center gap-3 px-4" : "flex-col px-2 text-center")}
                >
                  <dt className="order-2 text-xs text-ink-600 sm:text-sm">{stat.label}</dt>
                  <dd className="order-1 shrink-0 tabular text-xl font-bold text-brand-700 sm:text-2xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />

      <HomeServicesSection services={homeServices} />

      <Section tone="tint" {...homeCareSections.packages}>
        {packageCards}
      </Section>

      {/* Why choose us and the accreditations, one section: both say why to trust a visit (decision 062). */}
      <Section {...homeCareSections.whyChoose}>
        <FeatureListCard items={homeCareWhyChoose} columns="lg:grid-cols-4" />
        <h3 className="mt-6 mb-3 text-lg font-semibold sm:mt-8 sm:text-xl">{homeCare.accreditations.title}</h3>
        <FeatureListCard items={accreditations.map((item) => ({ icon: "Award", title: item.name, description: item.description }))} />
      </Section>

      {/* On a phone the four steps are a closed disclosure (decision 062: the page within 7,000 px); from
          640 px a section. One or the other is shown, so each is read once. */}
      <Section tone="tint" {...homeCareSections.process} className="max-sm:hidden">
        <Steps steps={homeCareSteps} />
      </Section>
      <div className="bg-ink-50 py-4 sm:hidden">
        <details className="group container-page">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-bold">{homeCareSections.process.title}</h2>
            <Icon name="ChevronDown" className="ml-auto size-5 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pt-3">
            <Steps steps={homeCareSteps} />
          </div>
        </details>
      </div>

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
    </>
  );
}
