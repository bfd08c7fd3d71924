/** The /contact-us screen: contact cards, the message form and the "Need immediate help?" block. */
import { useId, type ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { FeatureCard } from "#app/components/ui/feature-card.tsx";
import { Icon, type IconName } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { TitledPanel } from "#app/components/ui/titled-panel.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import { chatHref } from "#app/domain/booking.ts";
import { localHref } from "#app/domain/local-href.ts";
import { contactPageCopy as copy } from "#content/contact.ts";
import { contact } from "#words/contact.ts";
import { layout } from "#words/layout.ts";
import { localSettings } from "#words/settings.ts";

function ContactCard({ icon, title, note, children }: { icon: IconName; title: string; note: string; children: ReactNode }) {
  return (
    <FeatureCard as="div" icon={icon} title={title}>
      <div className="mt-2 break-words text-ink-800">{children}</div>
      <p className="mt-1 text-sm text-ink-600">{note}</p>
    </FeatureCard>
  );
}

export function ContactCards({ centreHours }: { centreHours: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-1">
      <ContactCard icon="Phone" title={copy.cards.phone.title} note={copy.cards.phone.note}>
        <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {siteConfig.supportPhone}
        </a>
      </ContactCard>
      <ContactCard icon="Mail" title={copy.cards.email.title} note={copy.cards.email.note}>
        <a href={`mailto:${siteConfig.generalEmail}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {siteConfig.generalEmail}
        </a>
      </ContactCard>
      <ContactCard icon="MapPin" title={copy.cards.address.title} note={copy.cards.address.note}>
        <address className="not-italic">{localSettings.headOffice}</address>
      </ContactCard>
      <ContactCard icon="Clock" title={copy.cards.hours.title} note={copy.cards.hours.note}>
        <p>{localSettings.hours}</p>
        <p className="mt-1 text-sm">
          {copy.cards.hours.centresPrefix} {centreHours}{" "}
          <a href={localHref("/locations")} className="font-semibold text-brand-700 underline underline-offset-2">
            {copy.cards.hours.centresLink}
          </a>
        </p>
      </ContactCard>
    </div>
  );
}

export function ImmediateHelp() {
  const chat = chatHref(siteConfig.chatLink, contact.chatMessage(siteConfig.brandName));
  return (
    <TitledPanel
      title={copy.help.title}
      titleClassName="text-xl font-bold text-white"
      className="rounded-card bg-brand-900 p-6 text-brand-50 sm:p-8"
    >
      <p className="mt-2 text-brand-100">{copy.help.text}</p>
      {/* One under the other, each the box's width: three in a row do not fit the column beside the form. */}
      <div data-testid="immediate-help-actions" className="mt-5 grid gap-3">
        <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClass("inverse", "md")}>
          <Icon name="WhatsApp" className="size-4" />
          {copy.help.chat}
          <span className="sr-only">{layout.opensInNewTab}</span>
        </a>
        <a href={telHref(siteConfig.supportPhone)} className={buttonClass("inverse", "md")}>
          <Icon name="Phone" className="size-4" />
          {copy.help.call}
        </a>
        <a href={`mailto:${siteConfig.generalEmail}`} className={buttonClass("inverse", "md")}>
          <Icon name="Mail" className="size-4" />
          {copy.help.email}
        </a>
      </div>
    </TitledPanel>
  );
}

/**
 * /contact-us. `centreHours`: the centres' opening hours in a sentence, built from the centre list at
 * build time. `form`: the message form (an island, ./contact-form.tsx).
 */
export function ContactPage({ centreHours, form }: { centreHours: string; form?: ReactNode }) {
  const headingId = useId();
  return (
    <>
      <PageHero eyebrow={contact.eyebrow} title={copy.title} lead={copy.intro} />
      <section aria-labelledby={headingId} className="py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr]">
          <div className="flex flex-col gap-8">
            <div>
              <h2 id={headingId} className="mb-5 text-2xl font-bold tracking-tight">
                {contact.getInTouch}
              </h2>
              <ContactCards centreHours={centreHours} />
            </div>
            <ImmediateHelp />
          </div>
          <Card className="self-start">{form}</Card>
        </div>
      </section>
    </>
  );
}
