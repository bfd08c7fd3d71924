import { BulletList } from "#app/components/ui/bullet-list.tsx";
import type { ReactNode } from "react";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { ItemList } from "#app/components/ui/item-list.tsx";
import { homeCarePackageCards as words } from "#words/en/home-care-package-cards.ts";
import type { HomeCarePackageView } from "#app/domain/home-care-packages.ts";

/**
 * The home-care packages as one list of item cards, each with Book Now and Add to Package (My Package
 * resolves a home-care package by its id, priced with its home visits: app/domain/my-package.ts).
 */
export function HomeCarePackageCards({ packages }: { packages: readonly HomeCarePackageView[] }) {
  return (
    <ItemList
      items={packages.map((pkg) => ({ name: pkg.title, fastingNote: pkg.facts.fastingNote }))}
      className="grid gap-2.5 sm:gap-6 md:grid-cols-2 lg:grid-cols-4"
    >
      {packages.map((pkg) => (
        <ItemCard
          key={pkg.id}
          name={pkg.title}
          price={pkg.price}
          popular={pkg.popular}
          meta={pkg.covers}
          facts={pkg.facts}
          className={pkg.popular ? "ring-2 ring-brand-600" : undefined}
          density="compact"
          packageItemId={pkg.id}
        >
          <p className="mt-1.5 text-sm text-ink-700 sm:mt-2">
            <span className="font-semibold">{words.bestFor}</span> {pkg.bestFor}
          </p>
          {/* On a phone the two closed panels share a line; an open one takes the card's width. */}
          <div className="flex flex-wrap gap-x-4 sm:block">
            <Disclosure summary={words.testsIncluded(pkg.tests.length)} name={pkg.title}>
              <CheckList items={[...pkg.tests, ...pkg.extras]} className="mt-2 space-y-1.5 text-sm text-ink-700" />
            </Disclosure>
            <Disclosure summary={words.preparation} name={pkg.title}>
              <BulletList items={pkg.preparation} className="mt-2 list-disc space-y-1 pl-5 text-ink-700" />
            </Disclosure>
          </div>
        </ItemCard>
      ))}
    </ItemList>
  );
}

/** A closed panel inside a package card (what it holds, how to prepare), named with the package for screen readers. */
function Disclosure({ summary, name, children }: { summary: string; name: string; children: ReactNode }) {
  return (
    <details className="group mt-1 text-sm open:basis-full">
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-1 font-semibold text-brand-700 hover:underline">
        {summary}
        <span className="sr-only">: {name}</span>
        <Icon name="ChevronDown" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
