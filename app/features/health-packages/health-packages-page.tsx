import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Icon, IconBadge } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import type { CatalogueCard } from "#app/domain/catalogue.ts";
import { localHref } from "#app/domain/local-href.ts";
import type { HealthPackageCategory } from "#app/domain/package-categories.ts";
import { packages as words } from "#words/packages.ts";

/** Up to 4 package cards per category on the list screen; "View All" shows the rest. */
export const CARDS_PER_CATEGORY = 4;

export interface CategoryPreview {
  category: HealthPackageCategory;
  /** The first CARDS_PER_CATEGORY packages of the category. */
  packages: CatalogueCard[];
  /** How many packages the category has in all. */
  total: number;
}

/** The list screen's hero: its <h1> and the search over all packages. */
export function HealthPackagesHero() {
  return (
    <PageHero
      eyebrow={words.hero.eyebrow}
      title={words.hero.title}
      lead={words.hero.lead}
      actions={<ButtonLink href={localHref("/find-test?category=package")}>{words.hero.searchAll}</ButtonLink>}
    />
  );
}

/**
 * One category of the list screen, the sections alternating white and tint by `index`: its heading,
 * View All, then `cards` (its first packages' cards, an island) or a line saying more are coming.
 */
export function PackageCategorySection({
  category,
  packages,
  total,
  index,
  cards,
}: CategoryPreview & { index: number; cards?: ReactNode }) {
  const headingId = `category-${category.id}`;
  return (
    // On a phone the sections sit closer and the description takes the width under the icon and title,
    // so the four short lists read as one list (docs/decisions/022-compact-rows-on-phones.md).
    <Section tone={index % 2 === 1 ? "tint" : "white"} aria-labelledby={headingId}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div className="max-w-2xl">
          <div className="flex items-center gap-3 sm:items-start sm:gap-4">
            <IconBadge name={category.icon} />
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {category.title}
            </h2>
          </div>
          <p className="mt-2 text-ink-600 sm:-mt-1 sm:pl-16">{category.description}</p>
        </div>
        {total > 0 && (
          <ButtonLink href={localHref(`/health-packages/${category.id}`)} variant="secondary">
            {words.viewAll}
            <span className="sr-only"> {category.title}</span>
            <Icon name="ArrowRight" className="size-4" />
          </ButtonLink>
        )}
      </div>
      {packages.length > 0 ? cards : <p className="text-ink-600">{words.comingSoon}</p>}
    </Section>
  );
}
