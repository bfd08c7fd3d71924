import { BookingLink } from "~/components/ui/booking-link";
import { Badge, Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { homeServices } from "~/content/home-care";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";
import { priceRangeText } from "~/domain/services";
import { Icon, IconBadge } from "~/components/ui/icon";

/** The home diagnostic services with their price ranges (the section reused from the home page). */
export function HomeServicesSection() {
  return (
    <Section aria-labelledby="home-services-heading">
      <SectionHeading
        id="home-services-heading"
        eyebrow="At your doorstep"
        title="Home Diagnostic Services"
        intro="Hospital-grade tests at home, by trained technicians, reported by specialists."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map((service) => {
          const range = priceRangeText(formatRupees, service.priceFrom, service.priceTo);
          const nameId = `home-service-${service.id}`;
          return (
            <Card as="li" key={service.id} className="p-6">
              <div className="flex items-start justify-between gap-2">
                <IconBadge name={service.icon} />
                <Badge tone="accent">{service.badge}</Badge>
              </div>
              <h3 id={nameId} className="mt-4 text-lg font-semibold">
                {service.title}
              </h3>
              <p className="mt-2 text-ink-600">{service.description}</p>
              <ul className="mt-3 flex-1 space-y-1.5 text-sm text-ink-700">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="CircleCheck" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-4 tabular text-lg font-bold text-brand-800">{range}</p>
              <BookingLink
                message={bookingMessage(`${service.title} at home`, range)}
                aria-describedby={nameId}
                size="sm"
                className="mt-3"
              >
                Book Now
              </BookingLink>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
