import type { ReactNode } from "react";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Badge } from "#app/components/ui/card.tsx";
import { Icon, IconBadge } from "#app/components/ui/icon.tsx";
import { EmptyState, NotFound } from "#app/components/ui/states.tsx";
import { packageCategoryCrumbs } from "#app/domain/breadcrumbs.ts";
import type { CatalogueCard } from "#app/domain/catalogue.ts";
import { localHref } from "#app/domain/local-href.ts";
import type { HealthPackageCategory } from "#app/domain/package-categories.ts";
import { packages as words } from "#words/packages.ts";

function BackToPackages() {
  return (
    <ButtonLink href={localHref("/health-packages")} variant="secondary">
      <Icon name="ArrowLeft" className="size-4" />
      {words.back}
    </ButtonLink>
  );
}

/** The not-found screen of an unknown category (the page /health-packages/404). */
export function HealthPackageCategoryNotFound() {
  return <NotFound title={words.notFound.title} message={words.notFound.message} action={<BackToPackages />} />;
}

/** A category's screen: every package of the category, as `cards` (an island), or a note that there are none yet. */
export function HealthPackageCategoryPage({
  category,
  packages,
  cards,
}: {
  category: HealthPackageCategory;
  packages: CatalogueCard[];
  cards?: ReactNode;
}) {
  return (
    <>
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumb items={packageCategoryCrumbs(category)} />
          <BackToPackages />
          <h1 className="mt-6 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
            <IconBadge name={category.icon} />
            {category.title}
          </h1>
          <p className="mt-3 text-lg text-ink-600">{category.description}</p>
          <Badge tone="brand" className="mt-4">
            {words.available(packages.length)}
          </Badge>
        </div>
      </div>
      <section aria-label={words.packagesIn(category.title)} className="container-page py-8 sm:py-14">
        {packages.length > 0 ? cards : <EmptyState title={words.noPackages} message={words.comingSoon} />}
      </section>
    </>
  );
}
