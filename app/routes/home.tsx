import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/config/page-meta";
import { serviceCategories } from "~/content/services";
import { HomeSearch } from "~/features/home-search/home-search";

export const meta = () =>
  pageMeta(
    "Diagnostic Tests & Home Sample Collection in Delhi/NCR and J&K",
    "Book blood tests, health packages, X-ray, ECG, EEG and more with free home sample collection. NABL and NABH accredited labs.",
  );

export default function HomeRoute() {
  return (
    <>
      <PageHero
        eyebrow="NABL & NABH accredited labs"
        title="Trusted diagnostic tests, with home sample collection"
        lead="Over 1500+ tests and health packages across Delhi/NCR and Jammu & Kashmir, with reports you can rely on."
        actions={<ButtonLink to="/find-test">Find a Test</ButtonLink>}
      />
      <section id="search" className="container-page py-8" aria-label="Search tests and packages">
        <HomeSearch />
      </section>
      <Section aria-labelledby="categories-heading">
        <SectionHeading id="categories-heading" title="Our Departments" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCategories.map((category) => (
            <Card as="li" key={category.slug} className="p-6">
              <Icon name={category.icon} className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">
                <Link to={`/services/${category.slug}`}>{category.name}</Link>
              </h3>
              <p className="mt-2 text-ink-600">{category.description}</p>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
