import { ButtonLinkPair } from "#app/components/ui/button.tsx";
import { FeatureCard, FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { about } from "#content/about.ts";
import { aboutSections } from "#content/section-headings.ts";
import type { ServiceCategory } from "#content/services.ts";
import { pages } from "#words/pages.ts";

/** A department as the about page lists it. */
export type AboutDepartment = Pick<ServiceCategory, "slug" | "name" | "description" | "icon">;

export function AboutPage({ departments }: { departments: AboutDepartment[] }) {
  return (
    <>
      <PageHero
        eyebrow={pages.about.eyebrow}
        title={pages.about.title}
        lead={about.intro}
        actions={
          <ButtonLinkPair
            main={{ href: localHref("/find-test"), label: pages.about.findTest }}
            second={{ href: localHref("/contact-us"), label: pages.about.contact }}
          />
        }
      />

      <Section spacing="tight" title={pages.about.atAGlance} titleHidden>
        <StatList stats={about.stats} columns="md:grid-cols-4" />
      </Section>

      <Section tone="tint" title={pages.about.visionAndMission} titleHidden>
        <div className="grid gap-3 sm:gap-6 md:grid-cols-2">
          <FeatureCard as="div" icon="Eye" title={pages.about.vision} description={about.vision} />
          <FeatureCard as="div" icon="Target" title={pages.about.mission} description={about.mission} />
        </div>
      </Section>

      <Section {...aboutSections.coreValues}>
        <FeatureGrid items={about.coreValues} />
      </Section>

      <Section tone="tint" {...aboutSections.departments}>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {departments.map((category) => (
            <FeatureCard
              key={category.slug}
              href={`/services/${category.slug}`}
              icon={category.icon}
              title={category.name}
              description={category.description}
            />
          ))}
        </ul>
      </Section>

      <Section {...aboutSections.accreditations}>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {about.accreditations.map((item) => (
            <FeatureCard key={item.id} icon="Award" title={item.name}>
              <p className="text-sm font-medium text-ink-600">{item.fullName}</p>
              <p className="mt-2 text-sm text-ink-700 sm:text-base">{item.description}</p>
            </FeatureCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" {...aboutSections.journey}>
        <ol className="mx-auto max-w-3xl space-y-4 border-l-2 border-brand-200 pl-6">
          {about.milestones.map((m) => (
            <li key={m.year} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.95rem] top-1.5 size-3 rounded-full bg-brand-700" />
              <p className="tabular font-bold text-brand-700">{m.year}</p>
              <p className="text-ink-700">{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
