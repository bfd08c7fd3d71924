import { Icon } from "~/components/ui/icon";
import { AddToPackageButton } from "~/components/ui/add-to-package-button";
import { ButtonLink } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import type { PackageItem } from "~/domain/catalogue";
import { detailsHref } from "~/domain/catalogue-search";

import { PackageImage } from "./package-image";

export function PackageCard({ pkg, headingLevel = 3 }: { pkg: PackageItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card as="li" className="h-full">
      <div className="relative">
        <PackageImage image={pkg.image} />
        {pkg.popular && (
          <Badge tone="accent" className="absolute left-3 top-3 shadow-card">
            Popular
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="line-clamp-2 min-h-[3.5rem] text-lg font-semibold leading-7" title={pkg.name}>
          {pkg.name}
        </Heading>
        <p className="text-sm text-ink-600">{pkg.parameterCount} Parameters Included</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <Price amount={pkg.price} className="text-xl" />
          <ButtonLink to={detailsHref(pkg, "packages")} size="sm" variant="secondary">
            View Details<span className="sr-only">: {pkg.name}</span>
            <Icon name="ArrowRight" className="size-4" />
          </ButtonLink>
        </div>
        <AddToPackageButton itemId={String(pkg.id)} name={pkg.name} className="mt-2 w-full" />
      </div>
    </Card>
  );
}

/** 1/2/3/4 columns by width. */
export const packageGridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
