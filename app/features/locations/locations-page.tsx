import { useId, type ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Badge } from "#app/components/ui/card.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Icon, IconBadge, type IconName } from "#app/components/ui/icon.tsx";
import { MediaCard } from "#app/components/ui/media-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { centreBookingMessage, centreListNote, directionsHref } from "#app/domain/centres.ts";
import { centreTypes } from "#content/centre-types.ts";
import { centreImageSize, centres, type Centre } from "#content/centres.ts";
import { locations } from "#words/locations.ts";

const centreTypeOf = Object.fromEntries(centreTypes.map((t) => [t.id, t])) as Record<Centre["type"], (typeof centreTypes)[number]>;

/** One line of a centre's details: an icon standing for the term (named for screen readers), then the value. */
function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon name={icon} className="mt-0.5 size-4 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A centre: its type's icon beside its name, the address, hours and phone, then Get directions and Book
 * Test. The landmark, the services and the highlights sit in a disclosure on phones, so nine centres stay
 * a short list there; from the small breakpoint up they are shown open, under the centre's picture. On a
 * phone the card is as tight as the compact rows of the test lists (docs/decisions/022-compact-rows-on-phones.md).
 */
export function CentreCard({ centre }: { centre: Centre }) {
  const type = centreTypeOf[centre.type];
  return (
    <MediaCard
      image={{ src: centre.image, alt: centre.alt, ...centreImageSize }}
      imageClassName="hidden aspect-video h-auto object-cover sm:block"
      bodyClassName="px-3 py-3 sm:p-6"
      title={
        <>
          <IconBadge name={type.icon} size="sm" />
          {centre.name}
        </>
      }
      titleClassName="mt-0 flex items-center gap-3 text-lg leading-snug font-semibold sm:text-xl"
      data-testid="centre-card"
    >
      {/* Under the name, past its icon. */}
      <div className="-mt-1 flex flex-wrap items-center gap-2 pl-13">
        <Badge tone={centre.type === "full-service" ? "brand" : "blue"}>{type.label}</Badge>
        <span className="text-sm text-ink-600">{locations.regions[centre.region] ?? centre.region}</span>
      </div>
      <dl className="mt-2 space-y-1 text-sm text-ink-700 sm:mt-3">
        <Fact icon="MapPin" label={locations.centre.address}>
          {centre.address}
        </Fact>
        <Fact icon="Clock" label={locations.centre.hours}>
          {centre.hours}
        </Fact>
        <Fact icon="Phone" label={locations.centre.phone}>
          <a href={telHref(centre.phone)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {centre.phone}
          </a>
        </Fact>
      </dl>
      <details className="open-from-sm group mt-1 text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1 font-semibold text-brand-700 hover:underline">
          {locations.centre.more}
          <span className="sr-only">: {centre.name}</span>
          <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <dl className="mt-2 text-ink-700">
          <Fact icon="Landmark" label={locations.centre.landmark}>
            {centre.landmark}
          </Fact>
        </dl>
        <h4 className="mt-3 font-semibold text-ink-900">{locations.centre.services}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {centre.services.map((s) => (
            <li key={s} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {s}
            </li>
          ))}
        </ul>
        <h4 className="mt-3 font-semibold text-ink-900">{locations.centre.highlights}</h4>
        <ul className="mt-1 space-y-1 text-ink-700">
          {centre.highlights.map((h) => (
            <li key={h}>✓ {h}</li>
          ))}
        </ul>
      </details>
      <div className="mt-auto flex flex-wrap gap-2 pt-2 sm:gap-3 sm:pt-4">
        <ExternalLink
          href={directionsHref(centre.address)}
          className={buttonClass("secondary", "sm", "flex-1 whitespace-nowrap sm:min-h-11")}
        >
          <Icon name="Navigation" className="size-4" />
          {locations.centre.directions}
          <span className="sr-only">{locations.centre.directionsTo(centre.name)}</span>
        </ExternalLink>
        <BookingLink message={centreBookingMessage(centre)} size="sm" className="flex-1 whitespace-nowrap sm:min-h-11">
          {locations.centre.bookTest}
          <span className="sr-only">{locations.centre.bookAt(centre.name)}</span>
        </BookingLink>
      </div>
    </MediaCard>
  );
}

/**
 * /locations. `centreList`: the centre filter (an island) over the `CentreCard`s, which the page renders
 * at build time.
 */
export function LocationsPage({ centreList }: { centreList?: ReactNode }) {
  const helpHeadingId = useId();
  return (
    <>
      <PageHero eyebrow={locations.eyebrow} title={locations.title(centres.length)} lead={locations.lead(centreListNote(centres.length))} />

      <Section title={locations.centreList} titleHidden>
        {centreList}
      </Section>
      <Section aria-labelledby={helpHeadingId}>
        <div className="mx-auto max-w-3xl rounded-card bg-brand-700 p-8 text-center text-white">
          <h2 id={helpHeadingId} className="text-2xl font-bold text-white">
            {locations.help.title}
          </h2>
          <p className="mt-2 text-brand-50">{locations.help.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={telHref(siteConfig.supportPhone)} className={buttonClass("inverse", "md")}>
              <Icon name="Phone" className="size-4" />
              {locations.help.call(siteConfig.supportPhone)}
            </a>
            <BookingLink variant="inverse" message={locations.help.chatMessage}>
              <Icon name="WhatsApp" className="size-4" />
              {locations.help.chat}
            </BookingLink>
          </div>
        </div>
      </Section>
    </>
  );
}
