import { useId } from "react";
import { BookingLink } from "~/components/ui/booking-link";
import { Badge, Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { IconBadge } from "~/components/ui/icon";
import { Section } from "~/components/ui/section-heading";
import type { HomeService } from "~/content/home-care";
import { bookingMessage } from "~/domain/booking";
import { priceRangeText } from "~/domain/money";
import { homeCareSections } from "~/content/section-headings";

function HomeServiceCard({ service }: { service: HomeService }) {
  const range = priceRangeText(service.priceFrom, service.priceTo);
  const nameId = useId();
  return (
    <Card as="li" className="p-6">
      <div className="flex items-start justify-between gap-2">
        <IconBadge name={service.icon} />
        <Badge tone="accent">{service.badge}</Badge>
      </div>
      <h3 id={nameId} className="mt-4 text-lg font-semibold">
        {service.title}
      </h3>
      <p className="mt-2 text-ink-600">{service.description}</p>
      <CheckList items={service.features} className="flex-1" />
      <p className="mt-4 tabular text-lg font-bold text-brand-800">{range}</p>
      <BookingLink message={bookingMessage(`${service.title} at home`, range)} aria-describedby={nameId} size="sm" className="mt-3">
        Book Now
      </BookingLink>
    </Card>
  );
}

/** The home diagnostic services with their price ranges (the section reused from the home page). */
export function HomeServicesSection({ services }: { services: HomeService[] }) {
  return (
    <Section {...homeCareSections.homeServices}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <HomeServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </Section>
  );
}
