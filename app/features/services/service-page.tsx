import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ButtonLinkPair, CentredButtonLinkPair } from "#app/components/ui/button.tsx";
import { Badge } from "#app/components/ui/card.tsx";
import { FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { MedicalNote } from "#app/components/ui/medical-note.tsx";
import { HeroImage, PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { serviceCrumbs } from "#app/domain/breadcrumbs.ts";
import { localHref } from "#app/domain/local-href.ts";
import { commonTestsLabel, testCount } from "#app/domain/services.ts";
import type { ServiceCategory } from "#content/services.ts";
import { services } from "#words/services.ts";
import { DepartmentCard, DepartmentCardLink } from "./department-card.tsx";

const words = services.department;

/** /services/{serviceSlug}: one department with its subcategories. */
export function ServicePage({ category }: { category: ServiceCategory }) {
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow(category.name)}
        title={words.title(category.name)}
        lead={category.description}
        actions={
          <ButtonLinkPair
            main={{ href: localHref("/find-test"), label: services.findTest }}
            second={{ href: localHref("/contact-us"), label: services.contactUs }}
          />
        }
        aside={<HeroImage src={category.image} alt={category.imageAlt} />}
      >
        <Breadcrumb items={serviceCrumbs(category)} />
      </PageHero>

      <Section eyebrow={words.offerEyebrow} title={words.offerTitle(category.name)} intro={words.offerIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {category.subcategories.map((sub) => (
            <DepartmentCard key={sub.slug} image={sub.image} imageAlt={sub.imageAlt} icon={sub.icon} name={sub.name}>
              <p className="mt-3 flex-1 text-ink-600">{sub.description}</p>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <Badge tone="brand" className="tabular">
                  {commonTestsLabel(testCount(sub))}
                </Badge>
                <DepartmentCardLink href={localHref(`/services/${category.slug}/${sub.slug}`)}>{words.view(sub.name)}</DepartmentCardLink>
              </div>
            </DepartmentCard>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow={words.whyEyebrow} title={words.whyTitle(category.name)}>
        <FeatureGrid items={category.whyChoose} columns="md:grid-cols-3" />
      </Section>

      <Section title={words.looking.title} intro={words.looking.intro}>
        <CentredButtonLinkPair
          main={{ href: localHref("/find-test"), label: services.findTest }}
          second={{ href: localHref("/contact-us"), label: services.contactUs }}
        />
        <MedicalNote review={category.review} className="mx-auto mt-8 max-w-3xl" />
      </Section>
    </>
  );
}
