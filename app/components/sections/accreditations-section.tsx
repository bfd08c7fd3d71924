import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section-heading";
import { accreditations } from "~/content/accreditations";

/** The accreditation badges (NABL, ISO 9001, CAP) as a section of their own: home care and the services overview. */
export function AccreditationsSection({ eyebrow, title, tone }: { eyebrow: string; title: string; tone?: "white" | "tint" }) {
  return (
    <Section tone={tone} eyebrow={eyebrow} title={title}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {accreditations.map((item) => (
          <Card as="li" key={item.id} className="items-center p-5 text-center">
            <Icon name="Award" className="size-8 text-accent-700" />
            <h3 className="mt-2 text-xl font-bold">{item.name}</h3>
            <p className="mt-1 text-sm text-ink-600">{item.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
