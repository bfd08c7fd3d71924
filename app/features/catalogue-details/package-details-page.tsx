import { Icon } from "~/components/ui/icon";
import { Accordion } from "~/components/ui/accordion";
import { Badge } from "~/components/ui/card";
import { catalogue, type PackagePanel } from "~/content/catalogue";
import { MedicalNote, SafetyBox } from "~/components/ui/medical-note";
import { packageBackLink } from "~/domain/back-links";
import { findCatalogueItem } from "~/domain/catalogue";
import { includeCount, parameterCount } from "~/domain/parameter-count";
import { BackLink, DetailsSection, Fact, homeCollectionText, ItemNotFound, PriceCard, useBackLink } from "./details-parts";

function TestList({ tests }: { tests: string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {tests.map((name) => (
        <li key={name} className="flex gap-2">
          <Icon name="FlaskConical" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {name}
        </li>
      ))}
    </ul>
  );
}

export function PackageDetailsPage({ packageId }: { packageId: string | undefined }) {
  const back = useBackLink(packageBackLink);
  const pkg = findCatalogueItem(catalogue, "package", packageId);
  if (!pkg) return <ItemNotFound title="Package Not Found" message="The health package you're looking for doesn't exist." back={back} />;

  const panels = pkg.includes.filter((entry): entry is PackagePanel => typeof entry !== "string");
  const singles = pkg.includes.filter((entry): entry is string => typeof entry === "string");
  const total = parameterCount(pkg);
  const panelItems = panels.map((panel, index) => ({
    id: `panel-${index}`,
    title: `${panel.panel} (${includeCount(panel)})`,
    content: (
      <>
        <TestList tests={panel.tests} />
        {panel.count !== undefined && panel.count > panel.tests.length && (
          <p className="mt-3 text-sm text-ink-600">
            Main parameters shown; the panel reports {panel.count} parameters in all.
          </p>
        )}
      </>
    ),
  }));
  if (singles.length > 0) {
    panelItems.push({
      id: "individual",
      title: `${panels.length > 0 ? "Individual Tests" : "Tests Included"} (${singles.length})`,
      content: <TestList tests={singles} />,
    });
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <BackLink link={back} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="lg:col-start-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">Health Package</Badge>
            {pkg.popular && <Badge tone="accent">Popular</Badge>}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{pkg.name}</h1>
          {pkg.safety && <SafetyBox notice={pkg.safety} className="mt-4" />}
          <p className="mt-3 text-lg text-ink-600">{pkg.description}</p>

          <h2 className="sr-only">Package facts</h2>
          <dl className="mt-6 grid grid-cols-2 gap-3 xl:grid-cols-3">
            <Fact label="Parameters">{total} Parameters Included</Fact>
            <Fact label="Report Time">{pkg.reportTime}</Fact>
            <Fact label="Home Collection">{homeCollectionText(pkg)}</Fact>
            <Fact label="Sample Type">{pkg.sample}</Fact>
          </dl>
        </div>
        <PriceCard item={pkg} />
        <div className="lg:col-start-1">

          <h2 className="mt-8 mb-3 text-xl font-bold">Tests Included</h2>
          <Accordion name={`package-${pkg.id}-panels`} defaultOpenId={panelItems[0]?.id} items={panelItems} />

          <DetailsSection title="Preparation" tone="note">
            <p className="mt-2 text-ink-800">{pkg.preparation}</p>
          </DetailsSection>
          <MedicalNote className="mt-8" />

          <DetailsSection title="Recommended For">
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {pkg.specializations.map((use) => (
                <li key={use} className="flex items-center gap-2">
                  <Icon name="CheckCircle2" className="size-4 shrink-0 text-brand-700" />
                  {use}
                </li>
              ))}
            </ul>
          </DetailsSection>
        </div>
      </div>
    </div>
  );
}
