import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { pages } from "#words/pages.ts";

/** /press. `stories`: the filter and the news cards (an island, ./press-stories.tsx). */
export function PressPage({ stories }: { stories?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={pages.press.eyebrow} title={pages.press.title} lead={pages.press.lead} />
      <Section title={pages.press.stories} titleHidden>
        {stories}
        <div className="mt-10 rounded-card bg-brand-50 p-6 text-center">
          <p className="font-semibold text-ink-900">{pages.press.mediaEnquiries}</p>
          <p className="mt-1 text-ink-700">{pages.press.mediaText}</p>
          <ButtonLink href={localHref("/contact-us")} variant="secondary" className="mt-4">
            {pages.press.contact}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
