import { Accordion } from "~/components/ui/accordion";
import { BookingLink } from "~/components/ui/booking-link";
import { buttonClass } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { FeatureCard } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Price } from "~/components/ui/price";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { siteConfig, telHref } from "~/config/site";
import {
  accreditations,
  homeCareFaqs,
  homeCareHero,
  homeCarePackages,
  homeCareSteps,
  homeCareWhyChoose,
} from "~/content/home-care";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";
import { Icon } from "~/components/ui/icon";
import { HomeServicesSection } from "./home-services-section";

export function HomeCarePage() {
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
            <img
              src={homeCareHero.image}
              alt={homeCareHero.imageAlt}
              width={400}
              height={300}
              className="mx-auto hidden w-full max-w-sm rounded-card lg:block"
            />
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

      <HomeServicesSection />

      <Section tone="tint" aria-labelledby="home-packages-heading">
        <SectionHeading
          id="home-packages-heading"
          eyebrow="Home-care packages"
          title="Packages Done at Home"
          intro="Bundled tests with one home visit plan, priced lower than booking each test separately."
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {homeCarePackages.map((pkg) => {
            const nameId = `home-package-${pkg.id}`;
            return (
              <Card as="li" key={pkg.id} className={pkg.popular ? "p-6 ring-2 ring-brand-600" : "p-6"}>
                {pkg.popular && (
                  <Badge tone="accent" className="mb-3 self-start">
                    <Icon name="Sparkles" className="size-3.5" />
                    Popular
                  </Badge>
                )}
                <h3 id={nameId} className="text-lg font-semibold">
                  {pkg.title}
                </h3>
                <Price amount={pkg.price} className="mt-2 text-2xl text-brand-800" />
                <p className="mt-2 text-sm font-semibold text-accent-800">{pkg.savings}</p>
                <p className="mt-3 text-sm text-ink-700">
                  <span className="font-semibold">Best for:</span> {pkg.bestFor}
                </p>
                <h4 className="mt-4 text-sm font-semibold text-ink-800">Tests included ({pkg.tests.length})</h4>
                <ul className="mt-2 flex-1 space-y-1.5 text-sm text-ink-700">
                  {pkg.tests.map((test) => (
                    <li key={test} className="flex gap-2">
                      <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {test}
                    </li>
                  ))}
                </ul>
                <BookingLink
                  message={bookingMessage(pkg.title, formatRupees(pkg.price))}
                  aria-describedby={nameId}
                  className="mt-5"
                >
                  Book Now
                </BookingLink>
              </Card>
            );
          })}
        </ul>
      </Section>

      <Section aria-labelledby="home-why-heading">
        <SectionHeading id="home-why-heading" eyebrow="Why choose us" title="Why Families Choose Our Home Care" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeCareWhyChoose.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title} description={item.description} />
          ))}
        </ul>
      </Section>

      <Section tone="tint" aria-labelledby="home-process-heading">
        <SectionHeading id="home-process-heading" eyebrow="Four simple steps" title="How Home Care Works" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeCareSteps.map((step, index) => (
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

      <Section aria-labelledby="home-faq-heading">
        <SectionHeading id="home-faq-heading" eyebrow="Questions" title="Frequently Asked Questions" />
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

      <Section tone="tint" aria-labelledby="home-accreditation-heading">
        <SectionHeading id="home-accreditation-heading" eyebrow="Trusted quality" title="Accreditations" />
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
    </>
  );
}
