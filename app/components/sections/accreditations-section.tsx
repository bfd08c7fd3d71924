import { Card } from "~/components/ui/card";
import { IconBadge } from "~/components/ui/icon";
import { Section } from "~/components/ui/section-heading";
import { accreditations } from "~/content/accreditations";

/**
 * The accreditation badges (NABL, ISO 9001, CAP) as a section of their own: home care and the services
 * overview. One card holding the three, each its icon beside its name with its sentence: stacked on a
 * phone (three cards took a screen), side by side from 1024 px.
 */
export function AccreditationsSection({ eyebrow, title, tone }: { eyebrow: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section tone={tone} eyebrow={eyebrow} title={title}>
      <Card as="ul" className="gap-4 lg:grid lg:grid-cols-3 lg:gap-8">
        {accreditations.map((item) => (
          <li key={item.id} className="flex items-start gap-3">
            <IconBadge name="Award" size="sm" />
            <div className="min-w-0">
              <h3 className="text-base font-semibold leading-snug sm:text-lg">{item.name}</h3>
              <p className="mt-0.5 text-sm text-ink-600 sm:text-base">{item.description}</p>
            </div>
          </li>
        ))}
      </Card>
    </Section>
  );
}
