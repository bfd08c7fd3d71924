import { FeatureListCard } from "#app/components/ui/feature-card.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { accreditations } from "#content/accreditations.ts";

/** The accreditation badges (NABL, ISO 9001, CAP), in one card, as a section of their own: home care and the services overview. */
export function AccreditationsSection({ eyebrow, title, tone }: { eyebrow: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section tone={tone} eyebrow={eyebrow} title={title}>
      <FeatureListCard items={accreditations.map((item) => ({ icon: "Award", title: item.name, description: item.description }))} />
    </Section>
  );
}
