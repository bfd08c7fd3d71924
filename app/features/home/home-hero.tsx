import type { ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { homePage } from "#words/home.ts";
import type { HomeContent } from "./home-content.ts";

/** The home hero: the page's <h1>, accreditation note, the search box (an island), Upload Prescription, badge. */
export function HomeHero({ hero, search }: Pick<HomeContent, "hero"> & { search?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-6 py-8 sm:gap-10 sm:py-14 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{hero.eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl lg:text-5xl">{hero.headline}</h1>
          <p className="mt-4 text-base text-ink-600 sm:text-lg">{hero.intro}</p>
          {/* A plain box, not a pill: on a phone the note runs to several lines, which a pill's round ends crowd. */}
          <p
            data-testid="trust-note"
            className="mt-4 flex items-start gap-2 rounded-control bg-white px-3 py-2 text-sm font-medium text-ink-700 ring-1 ring-brand-200 sm:inline-flex"
          >
            <Icon name="BadgeCheck" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {hero.accreditationNote}
          </p>
          {/* Edge to edge of the text column: on phones without a card around it, so the box gets the width. */}
          <div id="search" className="mt-6 scroll-mt-24 sm:rounded-card sm:border sm:border-ink-200 sm:bg-white sm:p-4 sm:shadow-card">
            {search}
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <BookingLink message={hero.uploadPrescriptionMessage} aria-describedby="upload-prescription-hint">
              <Icon name="FileUp" className="size-5" />
              {hero.uploadPrescriptionLabel}
            </BookingLink>
            <a
              href={telHref(siteConfig.supportPhone)}
              className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon name="Phone" className="size-5" />
              {homePage.hero.call(siteConfig.supportPhone)}
            </a>
          </div>
          <p id="upload-prescription-hint" className="mt-2 text-sm text-ink-600">
            {hero.uploadPrescriptionHint}
          </p>
          <p className="mt-2 text-sm text-ink-600">{hero.testsBadgeNote}</p>
        </div>
        {/* A generic scene: a low band of it under the search while the hero is one column (the house, the
            visit, the report: 144 px on a phone, 192 px from 640 px), whole beside the search from 1024 px. */}
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <img
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
            className="h-36 w-full rounded-card object-cover object-bottom sm:h-48 lg:h-auto"
          />
          <p className="absolute left-4 top-4 rounded-full bg-accent-700 px-4 py-2 text-base font-bold text-white shadow-raised sm:left-6 sm:top-6">
            {hero.testsBadge}
          </p>
        </div>
      </div>
    </div>
  );
}
