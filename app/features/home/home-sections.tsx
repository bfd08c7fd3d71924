import { Link } from "react-router";
import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Carousel } from "~/components/ui/carousel";
import { cx } from "~/components/ui/cx";
import { Icon, IconBadge } from "~/components/ui/icon";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { siteConfig, telHref } from "~/config/site";
import { healthPackageCategories } from "~/content/health-package-categories";
import {
  categoryCards,
  commitments,
  flagshipServices,
  processSteps,
  ratingSummary,
  testimonials,
  type FlagshipColor,
} from "~/content/home";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";

export function CategoryCards() {
  return (
    <Section aria-labelledby="categories-heading">
      <SectionHeading
        id="categories-heading"
        eyebrow="Our departments"
        title="Diagnostic services under one roof"
        intro="From routine blood tests to sleep studies, choose a department to see its tests and prices."
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {categoryCards.map((card) => (
          <Card as="li" key={card.id} className="relative p-6 transition-shadow hover:shadow-raised">
            <IconBadge name={card.icon} />
            <h3 className="mt-4 text-lg font-semibold">
              <Link to={card.href} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
                {card.name}
              </Link>
            </h3>
            <p className="mt-2 text-ink-600">{card.description}</p>
            <ul className="mt-3 space-y-1 text-sm text-ink-700">
              {card.highlights.map((h) => (
                <li key={h}>· {h}</li>
              ))}
            </ul>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              View tests <Icon name="ArrowRight" className="size-4" />
            </span>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

const iconTones: Record<FlagshipColor, string> = {
  teal: "bg-brand-50 text-brand-700",
  sky: "bg-sky-50 text-sky-700",
  emerald: "bg-emerald-50 text-emerald-700",
  violet: "bg-violet-50 text-violet-700",
  indigo: "bg-indigo-50 text-indigo-700",
  cyan: "bg-cyan-50 text-cyan-800",
  amber: "bg-accent-50 text-accent-700",
  rose: "bg-rose-50 text-rose-700",
};

export function priceRangeText(from: number, to?: number): string {
  return to === undefined ? `From ${formatRupees(from)}` : `${formatRupees(from)} – ${formatRupees(to)}`;
}

export function FlagshipCarousel() {
  return (
    <Section tone="tint" aria-labelledby="flagship-heading">
      <SectionHeading
        id="flagship-heading"
        eyebrow="At your doorstep"
        title="Flagship home diagnostic services"
        intro="Scans, heart, lung and nerve tests done at home by trained technicians, with specialist-reviewed reports."
      />
      <Carousel label="Flagship services">
        {flagshipServices.map((service) => {
          const price = priceRangeText(service.priceFrom, "priceTo" in service ? service.priceTo : undefined);
          return (
            <Card key={service.id} className="h-full p-6" data-testid="flagship-card">
              <div className="flex items-start justify-between gap-3">
                <span className={cx("inline-flex size-12 items-center justify-center rounded-full", iconTones[service.color])}>
                  <Icon name={service.icon} className="size-6" />
                </span>
                <Badge tone="accent">{service.badge}</Badge>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-ink-600">{service.description}</p>
              <ul className="mt-3 space-y-1 text-sm text-ink-700">
                {service.features.map((f) => (
                  <li key={f}>✓ {f}</li>
                ))}
              </ul>
              <div className="mt-auto pt-5">
                <p className="tabular text-lg font-bold text-ink-900">{price}</p>
                <BookingLink message={bookingMessage(service.title, price)} className="mt-3 w-full">
                  Book Now<span className="sr-only">: {service.title}</span>
                </BookingLink>
              </div>
            </Card>
          );
        })}
      </Carousel>
    </Section>
  );
}

export function PackagesTeaser() {
  return (
    <Section id="packages" aria-labelledby="packages-heading" className="scroll-mt-20">
      <SectionHeading
        id="packages-heading"
        eyebrow="Health checkups"
        title="Health packages for every need"
        intro="Bundled tests at a lower price than booking each one, with free home sample pickup."
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {healthPackageCategories.map((category) => (
          <Card as="li" key={category.id} className="relative p-6 transition-shadow hover:shadow-raised">
            <h3 className="text-lg font-semibold">
              <Link
                to={`/health-packages/${category.id}`}
                className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
              >
                {category.title}
              </Link>
            </h3>
            <p className="mt-2 text-ink-600">{category.description}</p>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              See packages <Icon name="ArrowRight" className="size-4" />
            </span>
          </Card>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <ButtonLink to="/health-packages" variant="secondary">
          View all health packages
        </ButtonLink>
      </div>
    </Section>
  );
}

export function WhyChoose() {
  return (
    <Section tone="tint" aria-labelledby="why-heading">
      <SectionHeading
        id="why-heading"
        eyebrow="Why choose us"
        title="Commitments we measure ourselves by"
        intro="An NABL-accredited central laboratory, serving Delhi/NCR and Jammu & Kashmir since 2004."
      />
      <ul className="grid gap-6 md:grid-cols-3 lg:grid-cols-5">
        {commitments.map((item) => (
          <Card as="li" key={item.id} className="p-6 text-center">
            <IconBadge name={item.icon} className="mx-auto" />
            <p className="mt-3 tabular text-2xl font-bold text-brand-700">{item.figure}</p>
            <h3 className="mt-1 font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm text-ink-600">{item.description}</p>
            {item.id === "support-24x7" && (
              <a
                href={telHref(siteConfig.supportPhone)}
                className="mt-3 inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                <Icon name="Phone" className="size-4" />
                {siteConfig.supportPhone}
              </a>
            )}
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function ProcessSteps() {
  return (
    <Section id="how-it-works" aria-labelledby="process-heading" className="scroll-mt-20">
      <SectionHeading id="process-heading" eyebrow="How it works" title="Your test in four simple steps" />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {processSteps.map((step) => (
          <Card as="li" key={step.step} className="p-6">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white tabular">
                {step.step}
              </span>
              <Icon name={step.icon} className="size-6 text-brand-700" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.description}</p>
          </Card>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/find-test">Find a Test</ButtonLink>
        <ButtonLink to="/home-care" variant="secondary">
          Home collection
        </ButtonLink>
      </div>
    </Section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon name="Star" key={n} className={cx("size-4", n <= rating ? "fill-accent-700 text-accent-700" : "text-ink-300")} />
      ))}
    </span>
  );
}

export function Testimonials() {
  return (
    <Section tone="tint" aria-labelledby="testimonials-heading">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Patient stories"
        title="What our patients say"
        intro={
          <>
            Rated <strong className="text-ink-900">{ratingSummary.rating}/{ratingSummary.outOf}</strong> from{" "}
            {ratingSummary.reviews} ratings ({ratingSummary.source}). {ratingSummary.consentNote}
          </>
        }
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {testimonials.map((t) => (
          <Card as="li" key={t.name} className="p-6">
            <figure className="flex h-full flex-col">
              <Stars rating={t.rating} />
              <span className="sr-only">Rated {t.rating} out of 5</span>
              <blockquote className="mt-3 flex-1 text-ink-700">“{t.comment}”</blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                >
                  {t.avatar}
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{t.name}</span>
                  <span className="block text-sm text-ink-600">{t.location}</span>
                </span>
              </figcaption>
            </figure>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
