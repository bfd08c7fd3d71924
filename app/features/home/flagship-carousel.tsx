import type { ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Badge, Card } from "#app/components/ui/card.tsx";
import { CarouselSlide } from "#app/components/ui/carousel.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { ServiceAdvice } from "#app/components/ui/service-advice.tsx";
import { bookingMessage } from "#app/domain/booking.ts";
import { priceRangeText } from "#app/domain/money.ts";
import type { FlagshipColor } from "#content/home.ts";
import { homeSections } from "#content/section-headings.ts";
import { homePage } from "#words/home.ts";
import type { HomeContent } from "./home-content.ts";

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

/** The home services done at the patient's door: the heading, then `carousel` (an island holding the slides). */
export function FlagshipSection({ carousel }: { carousel?: ReactNode }) {
  return (
    <Section tone="tint" {...homeSections.flagship}>
      {carousel}
    </Section>
  );
}

/**
 * One slide per home service, as plain HTML: the carousel island moves them but does not render them,
 * so the cards' content is not repeated in its props.
 */
export function FlagshipSlides({ flagshipServices }: Pick<HomeContent, "flagshipServices">) {
  return flagshipServices.map((service, index) => {
    const price = priceRangeText(service.priceFrom, service.priceTo);
    return (
      <CarouselSlide key={service.id} index={index} count={flagshipServices.length}>
        <Card className="h-full" data-testid="flagship-card">
          {/* The section card's icon, beside the title (docs/decisions/032-one-card-shorter-pages.md), in the service's own colour. */}
          <div className="flex items-center gap-3">
            <span className={cx("inline-flex size-10 shrink-0 items-center justify-center rounded-full", iconTones[service.color])}>
              <Icon name={service.icon} className="size-5" />
            </span>
            <h3 className="min-w-0 flex-1 text-base font-semibold leading-snug sm:text-lg">{service.title}</h3>
          </div>
          <Badge tone="accent" className="mt-2 self-start">
            {service.badge}
          </Badge>
          <p className="mt-2 text-sm text-ink-600">{service.description}</p>
          <CheckList items={service.features} />
          <ServiceAdvice advice={service.advice} className="mt-3 text-sm text-ink-700" />
          <div className="mt-auto pt-5">
            <p className="tabular text-lg font-bold text-ink-900">{price}</p>
            <p className="mt-1 text-sm text-ink-600">{service.priceNote}</p>
            <BookingLink message={bookingMessage(service.title, price)} className="mt-3 w-full">
              {homePage.bookNow}
              <span className="sr-only">: {service.title}</span>
            </BookingLink>
          </div>
        </Card>
      </CarouselSlide>
    );
  });
}
