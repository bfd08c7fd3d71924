import { Icon, IconBadge } from "~/components/ui/icon";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { EmptyState, NotFound } from "~/components/ui/states";
import type { CatalogueCard } from "~/domain/catalogue";
import { packageCategoryCrumbs } from "~/domain/breadcrumbs";
import type { HealthPackageCategory } from "~/domain/package-categories";
import { PackageCard, packageGridClass } from "./package-card";

function BackToPackages() {
  return (
    <ButtonLink href="/health-packages" variant="secondary">
      <Icon name="ArrowLeft" className="size-4" />
      Back to Health Packages
    </ButtonLink>
  );
}

export function HealthPackageCategoryNotFound() {
  return (
    <NotFound
      title="Category Not Found"
      message="The health package category you're looking for doesn't exist."
      action={<BackToPackages />}
    />
  );
}

export function HealthPackageCategoryPage({ category, packages }: { category: HealthPackageCategory; packages: CatalogueCard[] }) {
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
            {packages.length} packages available
          </Badge>
        </div>
      </div>
      <section aria-label={`Packages in ${category.title}`} className="container-page py-8 sm:py-14">
        {packages.length > 0 ? (
          <ul className={packageGridClass}>
            {packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} headingLevel={2} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No packages available" message="We're working on adding more packages to this category." />
        )}
      </section>
    </>
  );
}
