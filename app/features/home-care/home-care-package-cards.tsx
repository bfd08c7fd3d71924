import type { ReactNode } from "react";
import { BeforeYouBookList } from "#app/components/ui/before-you-book.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import type { HomeCarePackageView } from "#app/domain/home-care-packages.ts";
import type { SafetyNotice } from "#content/safety-notices.ts";
import { beforeYouBook } from "#words/components.ts";
import { homeCarePackageCards as words } from "#words/home-care-package-cards.ts";

/**
 * The home-care packages as one list of item cards, each with Book Now and Add to Package (My Package
 * resolves a home-care package by its id, priced with its home visits: app/domain/my-package.ts). Above
 * them, said once (decision 062): each call-112 line of their tests in red, naming the packages it
 * concerns; then one closed "Before you book" box with the fast's warning and each call-112 box whole
 * (a home-care package has no page of its own to say it). A highlighted card draws its edge inside its
 * box, so it stands no further out of the grid than the others.
 */
export function HomeCarePackageCards({ packages }: { packages: readonly HomeCarePackageView[] }) {
  const notices = [...new Map(packages.flatMap((pkg) => pkg.safety).map((notice) => [notice.title, notice])).values()];
  const packagesWith = (notice: SafetyNotice) => {
    const names = packages.filter((pkg) => pkg.safety.some((own) => own.title === notice.title)).map((pkg) => pkg.title);
    return names.length === packages.length ? ("all" as const) : names;
  };
  const emergencies = notices.filter((notice) => notice.kind === "emergency");
  return (
    <BeforeYouBookList
      items={packages.flatMap((pkg) => [
        { name: pkg.title, fastingNote: pkg.facts.fastingNote },
        ...pkg.safety.filter((notice) => notice.kind === "emergency").map((notice) => ({ name: pkg.title, alert: notice.title })),
      ])}
      more={
        notices.length > 0
          ? [
              {
                topic: emergencies.length > 0 ? beforeYouBook.emergencies : notices[0]!.title,
                content: <SafetyBoxes notices={notices} namesOf={packagesWith} compact />,
              },
            ]
          : []
      }
      // Two to a row until 1536 px: four beside each other left a name three words a line beside its price.
      className="grid gap-2.5 sm:gap-6 md:grid-cols-2 2xl:grid-cols-4"
    >
      {packages.map((pkg) => (
        <ItemCard
          key={pkg.id}
          name={pkg.title}
          price={pkg.price}
          popular={pkg.popular}
          // What the price covers: on a phone the place line ("1 home visit included") and "Tests included (10)" say it.
          meta={<span className="hidden sm:inline">{pkg.covers}</span>}
          facts={pkg.facts}
          className={pkg.popular ? "h-full outline-2 -outline-offset-2 outline-brand-600" : undefined}
          density="compact"
          packageItemId={pkg.id}
        >
          {/* Who it suits is left to wider screens: on a phone the card keeps what it holds and how to prepare. */}
          <p className="mt-2 hidden text-sm text-ink-700 sm:block">
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
    </BeforeYouBookList>
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
