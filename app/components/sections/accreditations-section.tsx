import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section-heading";
import { accreditations } from "~/content/accreditations";

/** The accreditation badges (NABL, ISO 9001, CAP) as a section of their own: home care and the services overview. */
export function AccreditationsSection({ eyebrow, title, tone }: { eyebrow: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section tone={tone} eyebrow={eyebrow} title={title}>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {accreditations.map((item) => (
          <FeatureCard key={item.id} icon="Award" title={item.name} description={item.description} />
        ))}
      </ul>
    </Section>
  );
}
