import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";

/** /press. `stories`: the filter and the news cards (an island, ./press-stories.tsx). */
export function PressPage({ stories }: { stories?: ReactNode }) {
  return (
    <>
      <PageHero
        eyebrow="News & updates"
        title="Latest from Health+ Diagnostics"
        lead="New centres, new services, accreditations and the technology in our laboratory."
      />
      <Section title="News stories" titleHidden>
        {stories}
        <div className="mt-10 rounded-card bg-brand-50 p-6 text-center">
          <p className="font-semibold text-ink-900">Media enquiries</p>
          <p className="mt-1 text-ink-700">For press information and interviews, write to us through our contact page.</p>
          <ButtonLink href="/contact-us" variant="secondary" className="mt-4">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
