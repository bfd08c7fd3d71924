import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Badge } from "#app/components/ui/card.tsx";
import { FeatureCard } from "#app/components/ui/feature-card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { localHref } from "#app/domain/local-href.ts";
import { emergencyHref, emergencyNumber } from "#content/emergency.ts";
import type { faqCategories, quickAccessTiles, resources } from "#content/resources.ts";
import { resourcesSections } from "#content/section-headings.ts";
import { resourcesPage as words } from "#words/resources.ts";
import { localSettings } from "#words/settings.ts";

/** The page's content (content/resources.ts), which quotes test facts: the route hands it over. */
export interface ResourcesContent {
  faqCategories: typeof faqCategories;
  quickAccessTiles: typeof quickAccessTiles;
  resources: typeof resources;
}

export function ResourcesPage({ faqCategories, quickAccessTiles, resources }: ResourcesContent) {
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={words.lead} />

      <Section className="pb-4 sm:pb-4" title={words.quickAccess} titleHidden>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-3">
          {quickAccessTiles.map((tile) => (
            <FeatureCard key={tile.href} href={tile.href} icon={tile.icon} title={tile.title} description={tile.description} />
          ))}
        </ul>
      </Section>

      <Section {...resourcesSections.downloads}>
        <ul className="grid gap-3 sm:gap-6 md:grid-cols-2">
          {resources.map((resource) => (
            <FeatureCard key={resource.id} icon={resource.type === "PDF" ? "FileText" : "PlayCircle"} title={resource.name}>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                <Badge tone={resource.type === "PDF" ? "rose" : "violet"}>{words.types[resource.type] ?? resource.type}</Badge>
                <span className="tabular">{resource.type === "PDF" ? resource.size : resource.duration}</span>
              </p>
              <p className="mt-2 text-sm text-ink-700 sm:text-base">{resource.description}</p>
              {resource.type === "PDF" ? (
                <a href={localHref(resource.href)} download className={buttonClass("secondary", "sm", "mt-3 self-start")}>
                  <Icon name="Download" className="size-4" />
                  {words.downloadPdf}
                  <span className="sr-only">
                    : {resource.name}, {resource.size}
                  </span>
                </a>
              ) : (
                <>
                  <p className="mt-2 text-sm text-ink-600">{resource.note}</p>
                  <a href={localHref(resource.href)} className={buttonClass("secondary", "sm", "mt-3 self-start")}>
                    {resource.actionLabel}
                  </a>
                </>
              )}
            </FeatureCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" {...resourcesSections.faq}>
        <div className="mx-auto grid max-w-5xl gap-8">
          {faqCategories.map((category) => (
            <div key={category.id}>
              <h3 className="mb-3 text-xl font-semibold">{category.title}</h3>
              <div className="divide-y divide-ink-200 overflow-hidden rounded-card border border-ink-200 bg-white">
                {category.faqs.map((faq) => (
                  <details key={faq.question} name="resources-faq" className="group">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
                      {faq.question}
                      <span aria-hidden="true" className="text-xl text-brand-700 group-open:rotate-45 transition-transform">
                        +
                      </span>
                    </summary>
                    <p className="px-5 pb-5 text-ink-700">{faq.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      </Section>

      <Section {...resourcesSections.support}>
        <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon="Phone" title={words.support.line}>
            <a href={telHref(siteConfig.supportPhone)} className="mt-2 font-medium text-brand-700 underline-offset-2 hover:underline">
              {siteConfig.supportPhone}
            </a>
            <p className="mt-1 text-sm text-ink-600">
              {words.support.emergencyBefore}{" "}
              <a href={emergencyHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {emergencyNumber}
              </a>
              {words.support.emergencyAfter}
            </p>
          </FeatureCard>
          <FeatureCard icon="Mail" title={words.support.email}>
            <a
              href={`mailto:${siteConfig.generalEmail}`}
              className="mt-2 break-all font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {siteConfig.generalEmail}
            </a>
            <p className="mt-1 text-sm text-ink-600">{words.support.reply}</p>
          </FeatureCard>
          <FeatureCard icon="WhatsApp" title={words.support.chat}>
            <BookingLink variant="secondary" size="sm" className="mt-2 self-start" message={words.support.chatMessage}>
              {words.support.chatWithSupport}
            </BookingLink>
          </FeatureCard>
          <FeatureCard icon="MapPin" title={words.support.headOffice}>
            <p className="mt-2 text-ink-700">{localSettings.headOffice}</p>
            <p className="mt-1 text-sm text-ink-600">{words.support.headOfficeHours(localSettings.hours)}</p>
          </FeatureCard>
        </ul>
      </Section>
    </>
  );
}
