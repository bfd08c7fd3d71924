import { useId } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Badge, Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { ServiceAdvice } from "#app/components/ui/service-advice.tsx";
import { bookingMessage } from "#app/domain/booking.ts";
import { priceRangeText } from "#app/domain/money.ts";
import type { HomeService } from "#content/home-care.ts";
import { homeCareSections } from "#content/section-headings.ts";
import { homeCare } from "#words/home-care.ts";

/**
 * A home service: its icon beside its name and badge, what it is, what it includes, then its price range
 * beside Book Now. On a phone the card is a compact row (docs/decisions/022-compact-rows-on-phones.md):
 * the badge beside the name where it fits, its short points run on, its sentence left to wider screens
 * (docs/decisions/062-before-you-book.md); its advice and price note always shown.
 */
function HomeServiceCard({ service }: { service: HomeService }) {
  const range = priceRangeText(service.priceFrom, service.priceTo);
  const nameId = useId();
  return (
    <Card as="li">
      <div className="flex items-center gap-3 sm:items-start">
        <IconBadge name={service.icon} size="sm" />
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:block">
          <h3 id={nameId} className="text-base font-semibold leading-snug sm:text-lg">
            {service.title}
          </h3>
          <Badge tone="accent" className="sm:mt-1">
            {service.badge}
          </Badge>
        </div>
      </div>
      {/* On a phone the name, badge and points say what the service is; its sentence is left to wider screens. */}
      <p className="mt-3 hidden text-base text-ink-600 sm:block">{service.description}</p>
      <CheckList items={service.features} runOn className="mt-2 flex-1 text-sm text-ink-700 sm:mt-3 sm:space-y-1.5" />
      <ServiceAdvice advice={service.advice} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mt-4">
        <p className="tabular text-lg font-bold text-brand-800">{range}</p>
        <BookingLink message={bookingMessage(homeCare.atHome(service.title), range)} aria-describedby={nameId} size="sm">
          {homeCare.bookNow}
        </BookingLink>
      </div>
      <p className="mt-1 text-sm text-ink-600">{service.priceNote}</p>
    </Card>
  );
}

/** The home diagnostic services with their price ranges (the section reused from the home page). */
export function HomeServicesSection({ services }: { services: HomeService[] }) {
  return (
    <Section {...homeCareSections.homeServices}>
      <ul className="grid gap-2.5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {services.map((service) => (
          <HomeServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </Section>
  );
}
