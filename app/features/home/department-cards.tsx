import { FeatureCard } from "#app/components/ui/feature-card.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { homeSections } from "#content/section-headings.ts";
import { homePage } from "#words/home.ts";
import type { HomeContent } from "./home-content.ts";
import { SeeAllLink } from "./see-all-link.tsx";

/** The departments, each linking to its tests; the highlights wait for wider screens (the department page has them all). */
export function CategoryCards({ categoryCards }: Pick<HomeContent, "categoryCards">) {
  return (
    <Section {...homeSections.departments}>
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
        {categoryCards.map((card) => (
          <FeatureCard key={card.id} href={card.href} title={card.name} icon={card.icon} description={card.description}>
            <ul className="mt-3 hidden space-y-1 text-sm text-ink-700 sm:block">
              {card.highlights.map((h) => (
                <li key={h}>· {h}</li>
              ))}
            </ul>
          </FeatureCard>
        ))}
      </ul>
    </Section>
  );
}

/** The health-package categories (the #packages anchor of the header's menu), each with its lowest package price. */
export function PackagesTeaser({ packageCategories }: Pick<HomeContent, "packageCategories">) {
  return (
    <Section id="packages" className="scroll-mt-20" {...homeSections.packages}>
      <ul className="grid gap-3 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
        {packageCategories.map((category) => (
          <FeatureCard
            key={category.id}
            href={`/health-packages/${category.id}`}
            title={category.title}
            icon={category.icon}
            description={category.description}
          >
            {category.fromPrice !== undefined && (
              <p className="mt-2 text-sm text-ink-700">
                {homePage.fromPrice.before} <Price amount={category.fromPrice} tone="brand" className="text-base" />
                {homePage.fromPrice.after}
              </p>
            )}
          </FeatureCard>
        ))}
      </ul>
      <SeeAllLink href={localHref("/health-packages")} label={homePage.viewAllPackages} className="mt-6 sm:mt-8" />
    </Section>
  );
}
