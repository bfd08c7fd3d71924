import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon, IconBadge } from "~/components/ui/icon";
import { Section } from "~/components/ui/section-heading";
import { Price } from "~/components/ui/price";
import type { HomeContent } from "./home-content";
import { homeSections } from "~/content/section-headings";
import { homePage } from "~/content/ui/en/home";
import { localHref } from "~/domain/local-href";

/** A card whose title link covers the whole card (`to`, a site path), with a "View …" cue at the bottom; `icon` sits beside the title. */
function LinkedCard({ to, title, cue, icon, children }: { to: string; title: string; cue: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card as="li" className="relative p-5 transition-shadow hover:shadow-raised sm:p-6">
      <div className="flex items-center gap-4">
        {icon}
        <h3 className="text-lg font-semibold">
          <a href={localHref(to)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700">
            {title}
          </a>
        </h3>
      </div>
      {children}
      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        {cue} <Icon name="ArrowRight" className="size-4" />
      </span>
    </Card>
  );
}

/** The departments, each linking to its tests. */
export function CategoryCards({ categoryCards }: Pick<HomeContent, "categoryCards">) {
  return (
    <Section {...homeSections.departments}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
        {categoryCards.map((card) => (
          <LinkedCard key={card.id} to={card.href} title={card.name} cue={homePage.viewTests} icon={<IconBadge name={card.icon} />}>
            <p className="mt-2 text-ink-600">{card.description}</p>
            <ul className="mt-3 space-y-1 text-sm text-ink-700">
              {card.highlights.map((h) => (
                <li key={h}>· {h}</li>
              ))}
            </ul>
          </LinkedCard>
        ))}
      </ul>
    </Section>
  );
}

/** The health-package categories (the #packages anchor of the header's menu), each with its lowest package price. */
export function PackagesTeaser({ packageCategories }: Pick<HomeContent, "packageCategories">) {
  return (
    <Section id="packages" className="scroll-mt-20" {...homeSections.packages}>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-4">
        {packageCategories.map((category) => (
          <LinkedCard
            key={category.id}
            to={`/health-packages/${category.id}`}
            title={category.title}
            cue={homePage.seePackages}
            icon={<IconBadge name={category.icon} />}
          >
            <p className="mt-2 text-ink-600">{category.description}</p>
            {category.fromPrice !== undefined && (
              <p className="mt-3 text-sm text-ink-700">
                {homePage.fromPrice.before} <Price amount={category.fromPrice} tone="brand" className="text-base" />
                {homePage.fromPrice.after}
              </p>
            )}
          </LinkedCard>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <ButtonLink href={localHref("/health-packages")} variant="secondary">
          {homePage.viewAllPackages}
        </ButtonLink>
      </div>
    </Section>
  );
}
