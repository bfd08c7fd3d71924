import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FeatureGrid } from "~/components/ui/feature-card";
import { Icon, IconBadge } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { about } from "~/content/about";
import type { ServiceCategory } from "~/content/services";
import { aboutSections } from "~/content/section-headings";
import { pages } from "~/content/ui/en/pages";
import { localHref } from "~/domain/local-href";

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
          <>
            <ButtonLink href={localHref("/find-test")}>{pages.about.findTest}</ButtonLink>
            <ButtonLink href={localHref("/contact-us")} variant="secondary">
              {pages.about.contact}
            </ButtonLink>
          </>
        }
      />

      <Section spacing="tight" title={pages.about.atAGlance} titleHidden>
        <StatList stats={about.stats} columns="grid-cols-2 md:grid-cols-4" />
      </Section>

      <Section tone="tint" title={pages.about.visionAndMission} titleHidden>
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <Icon name="Eye" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">{pages.about.vision}</h3>
            <p className="mt-2 text-ink-700">{about.vision}</p>
          </Card>
          <Card className="p-6 sm:p-8">
            <Icon name="Target" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold">{pages.about.mission}</h3>
            <p className="mt-2 text-ink-700">{about.mission}</p>
          </Card>
        </div>
      </Section>

      <Section {...aboutSections.coreValues}>
        <FeatureGrid items={about.coreValues} />
      </Section>

      <Section tone="tint" {...aboutSections.departments}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {departments.map((category) => (
            <Card as="li" key={category.slug} className="p-6">
              <IconBadge name={category.icon} />
              <h3 className="mt-4 text-lg font-semibold">
                <a href={localHref(`/services/${category.slug}`)} className="hover:text-brand-700 hover:underline">
                  {category.name}
                </a>
              </h3>
              <p className="mt-2 text-ink-600">{category.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section {...aboutSections.accreditations}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.accreditations.map((item) => (
            <Card as="li" key={item.id} className="p-6">
              <Icon name="Award" className="size-8 text-accent-700" />
              <h3 className="mt-3 text-xl font-bold">{item.name}</h3>
              <p className="text-sm font-medium text-ink-600">{item.fullName}</p>
              <p className="mt-2 text-ink-700">{item.description}</p>
            </Card>
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
