import { CentredButtonLinkPair } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { Steps } from "#app/components/ui/steps.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { homeSections } from "#content/section-headings.ts";
import { homePage } from "#words/home.ts";
import type { HomeContent } from "./home-content.ts";

/**
 * What the lab commits to: each figure with its short title, two to a row on a phone, the 24/7 line with
 * its number; what each means in a disclosure under them. No measured percentage: the lab's figures went
 * when their period ran out, and come back only with a current one (docs/content-review.md, rule 26).
 */
export function WhyChoose({ commitments }: Pick<HomeContent, "commitments">) {
  const stats = commitments.map((item) => ({
    value: item.figure,
    label: item.title,
    action:
      item.id === "support-24x7" ? (
        <a
          href={telHref(siteConfig.supportPhone)}
          className="inline-flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <Icon name="Phone" className="size-4" />
          {siteConfig.supportPhone}
        </a>
      ) : undefined,
  }));
  return (
    <Section tone="tint" {...homeSections.commitments}>
      <StatList stats={stats} columns="sm:grid-cols-3" />
      {/* At the grid's left edge, as the figures above it start. */}
      <details data-testid="commitments-more" className="group mt-4 text-sm sm:mt-6">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-700 hover:underline">
          {homePage.aboutCommitments}
          <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <dl className="mt-2 max-w-3xl space-y-3 text-ink-700">
          {commitments.map((item) => (
            <div key={item.id}>
              <dt className="font-semibold text-ink-900">{item.title}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Section>
  );
}

/** How a booking goes, in numbered steps (the #how-it-works anchor). */
export function ProcessSteps({ processSteps }: Pick<HomeContent, "processSteps">) {
  return (
    <Section id="how-it-works" className="scroll-mt-20" {...homeSections.process}>
      <Steps steps={processSteps} />
      <CentredButtonLinkPair
        className="mt-6 sm:mt-8"
        main={{ href: localHref("/find-test"), label: homePage.findTest }}
        second={{ href: localHref("/home-care"), label: homePage.homeCollection }}
      />
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

/** The grid's columns from 768 px: one for each testimonial, so none is left alone in a row or beside an empty column. */
const testimonialColumns: Record<number, string> = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

/**
 * The rating with its source, then the testimonials: on a phone one row that scrolls sideways (CSS
 * scroll snap, no script), each card most of the screen wide with the next one peeking in; a grid from
 * 768 px. The row is positioned, so the cards' screen-reader-only text scrolls inside it; it takes the
 * keyboard's focus, so arrow keys scroll it too (its cards hold no link to tab to).
 */
export function Testimonials({ ratingSummary, testimonials }: Pick<HomeContent, "ratingSummary" | "testimonials">) {
  return (
    <Section
      tone="tint"
      eyebrow={homePage.testimonials.eyebrow}
      title={homePage.testimonials.title}
      // No average rating: the measured one's period ran out (docs/content-review.md, rule 26).
      intro={ratingSummary.consentNote}
    >
      <ul
        aria-label={homePage.testimonials.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        tabIndex={0}
        className={cx(
          "relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 scroll-px-4 sm:-mx-6 sm:px-6 sm:scroll-px-6 md:mx-0 md:grid md:gap-6 md:overflow-visible md:px-0 md:pb-0",
          testimonialColumns[testimonials.length] ?? "md:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {testimonials.map((t) => (
          <Card as="li" key={t.name} className="w-[calc(100%-2rem)] max-w-[20rem] shrink-0 snap-start md:w-auto md:max-w-none">
            <figure className="flex h-full flex-col">
              <Stars rating={t.rating} />
              <span className="sr-only">{homePage.testimonials.stars(t.rating)}</span>
              <blockquote className="mt-2 flex-1 text-sm text-ink-700 sm:text-base">“{t.comment}”</blockquote>
              <figcaption className="mt-3 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
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
