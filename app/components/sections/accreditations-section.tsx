import { FeatureListCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section-heading";
import { accreditations } from "~/content/accreditations";

/** The accreditation badges (NABL, ISO 9001, CAP), in one card, as a section of their own: home care and the services overview. */
export function AccreditationsSection({ eyebrow, title, tone }: { eyebrow: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section tone={tone} eyebrow={eyebrow} title={title}>
      <FeatureListCard items={accreditations.map((item) => ({ icon: "Award", title: item.name, description: item.description }))} />
    </Section>
  );
}
