import { BookingLink } from "~/components/ui/booking-link";
import { localSettings } from "~/content/ui/en/settings";
import { buttonClass } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Icon, IconBadge } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import { siteConfig, telHref } from "~/config/site";
import type { faqCategories, quickAccessTiles, resources } from "~/content/resources";
import { resourcesSections } from "~/content/section-headings";
import { emergencyHref, emergencyNumber } from "~/content/emergency";
import { resourcesPage as words } from "~/content/ui/en/resources";
import { localHref } from "~/domain/local-href";

/** The page's content (content/resources.ts), which quotes test facts: the route hands it over. */
export interface ResourcesContent {
  faqCategories: typeof faqCategories;
  quickAccessTiles: typeof quickAccessTiles;
  resources: typeof resources;
}

export function ResourcesPage({ faqCategories, quickAccessTiles, resources }: ResourcesContent) {
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        lead={words.lead}
      />

      <Section className="pb-4 sm:pb-4" title={words.quickAccess} titleHidden>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {quickAccessTiles.map((tile) => (
            <Card as="li" key={tile.href} className="relative items-center p-5 text-center transition-shadow hover:shadow-raised">
              <IconBadge name={tile.icon} />
              <a href={localHref(tile.href)} className="mt-3 font-semibold text-ink-900 after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
                {tile.title}
              </a>
              <p className="mt-1 text-sm text-ink-600">{tile.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section {...resourcesSections.downloads}>
        <ul className="grid gap-6 md:grid-cols-2">
          {resources.map((resource) => (
            <Card as="li" key={resource.id} direction="row" className="items-start gap-4 p-6">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                {resource.type === "PDF" ? (
                  <Icon name="FileText" className="size-6" />
                ) : (
                  <Icon name="PlayCircle" className="size-6" />
                )}
              </span>
              <div className="flex flex-1 flex-col">
                <h3 className="text-lg font-semibold">{resource.name}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                  <Badge tone={resource.type === "PDF" ? "rose" : "violet"}>{words.types[resource.type] ?? resource.type}</Badge>
                  <span className="tabular">{resource.type === "PDF" ? resource.size : resource.duration}</span>
                </p>
                <p className="mt-2 text-ink-700">{resource.description}</p>
                {resource.type === "PDF" ? (
                  <a href={localHref(resource.href)} download className={buttonClass("secondary", "sm", "mt-4 self-start")}>
                    <Icon name="Download" className="size-4" />
                    {words.downloadPdf}
                    <span className="sr-only">: {resource.name}, {resource.size}</span>
                  </a>
                ) : (
                  <>
                    <p className="mt-2 text-sm text-ink-600">{resource.note}</p>
                    <a href={localHref(resource.href)} className={buttonClass("secondary", "sm", "mt-4 self-start")}>
                      {resource.actionLabel}
                    </a>
                  </>
                )}
              </div>
            </Card>
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
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <Card as="li" className="p-6">
            <Icon name="Phone" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{words.support.line}</h3>
            <a href={telHref(siteConfig.supportPhone)} className="mt-1 font-medium text-brand-700 underline-offset-2 hover:underline">
              {siteConfig.supportPhone}
            </a>
            <p className="mt-1 text-sm text-ink-600">
              {words.support.emergencyBefore}{" "}
              <a href={emergencyHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {emergencyNumber}
              </a>
              {words.support.emergencyAfter}
            </p>
          </Card>
          <Card as="li" className="p-6">
            <Icon name="Mail" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{words.support.email}</h3>
            <a
              href={`mailto:${siteConfig.generalEmail}`}
              className="mt-1 break-all font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {siteConfig.generalEmail}
            </a>
            <p className="mt-1 text-sm text-ink-600">{words.support.reply}</p>
          </Card>
          <Card as="li" className="p-6">
            <Icon name="MessageCircle" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{words.support.chat}</h3>
            <BookingLink
              variant="secondary"
              size="sm"
              className="mt-2 self-start"
              message={words.support.chatMessage}
            >
              {words.support.chatWithSupport}
            </BookingLink>
          </Card>
          <Card as="li" className="p-6">
            <Icon name="MapPin" className="size-7 text-brand-700" />
            <h3 className="mt-3 font-semibold">{words.support.headOffice}</h3>
            <p className="mt-1 text-ink-700">{localSettings.headOffice}</p>
            <p className="mt-1 text-sm text-ink-600">{words.support.headOfficeHours(localSettings.hours)}</p>
          </Card>
        </ul>
      </Section>
    </>
  );
}
