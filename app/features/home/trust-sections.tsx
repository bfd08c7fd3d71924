import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/components/ui/cx";
import { Icon, IconBadge } from "~/components/ui/icon";
import { Section } from "~/components/ui/section-heading";
import { Steps } from "~/components/ui/steps";
import { siteConfig, telHref } from "~/config/site";
import type { HomeContent } from "./home-content";
import { homeSections } from "~/content/section-headings";
import { homePage } from "~/content/ui/en/home";
import { localHref } from "~/domain/local-href";

/** What the lab commits to, with the 24/7 support number. */
export function WhyChoose({ commitments }: Pick<HomeContent, "commitments">) {
  return (
    <Section tone="tint" {...homeSections.commitments}>
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

/** How a booking goes, in numbered steps (the #how-it-works anchor). */
export function ProcessSteps({ processSteps }: Pick<HomeContent, "processSteps">) {
  return (
    <Section id="how-it-works" className="scroll-mt-20" {...homeSections.process}>
      <Steps steps={processSteps} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={localHref("/find-test")}>{homePage.findTest}</ButtonLink>
        <ButtonLink href={localHref("/home-care")} variant="secondary">
          {homePage.homeCollection}
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

export function Testimonials({ ratingSummary, testimonials }: Pick<HomeContent, "ratingSummary" | "testimonials">) {
  return (
    <Section
      tone="tint"
      eyebrow={homePage.testimonials.eyebrow}
      title={homePage.testimonials.title}
      intro={
        <>
          {homePage.testimonials.ratedBefore} <strong className="text-ink-900">{ratingSummary.rating}/{ratingSummary.outOf}</strong>{" "}
          {homePage.testimonials.ratedAfter(ratingSummary.reviews, ratingSummary.source)} {ratingSummary.consentNote}
        </>
      }
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {testimonials.map((t) => (
          <Card as="li" key={t.name} className="p-6">
            <figure className="flex h-full flex-col">
              <Stars rating={t.rating} />
              <span className="sr-only">{homePage.testimonials.stars(t.rating)}</span>
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
