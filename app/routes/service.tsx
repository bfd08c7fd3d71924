import { Navigate } from "react-router";
import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { qualityAssurance, serviceCategories } from "~/content/services";
import { serviceCrumbs } from "~/domain/breadcrumbs";
import { departmentSummaries, resolveServiceSlug } from "~/domain/services";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { ServicePage } from "~/features/services/service-page";
import { ServicesOverviewPage } from "~/features/services/services-overview-page";
import type { Route } from "./+types/service";

/**
 * Runs at build time only (every department is pre-rendered): the page carries its own department in
 * its HTML, not the whole services content in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const resolved = resolveServiceSlug(serviceCategories, params.serviceSlug);
  // "/services/lab" shows the departments overview.
  const overview =
    resolved.kind === "overview" ? { departments: departmentSummaries(serviceCategories), qualityAssurance } : null;
  const jsonLd =
    resolved.kind === "category"
      ? [breadcrumbJsonLd(serviceCrumbs(resolved.category), `/services/${resolved.category.slug}`, siteFacts)]
      : [];
  return { resolved, overview, jsonLd };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const resolved = loaderData?.resolved ?? { kind: "not-found" };
  switch (resolved.kind) {
    case "category": {
      const path = `/services/${resolved.category.slug}`;
      return pageMeta({
        title: `${resolved.category.name} Services`,
        description: resolved.category.description,
        path,
        jsonLd: loaderData?.jsonLd,
      });
    }
    case "overview":
      // "/services/lab" shows the departments overview of "/services", its canonical URL.
      return pageMeta({
        title: "Our Laboratory Departments",
        description: "All our laboratory departments: pathology, radiology, cardiology and neurology.",
        path: "/services",
      });
    case "redirect":
      return noIndexMeta("Health Packages", "Our health packages have moved to the Health Packages page.");
    default:
      return noIndexMeta("Service Not Found", "The service you're looking for doesn't exist.");
  }
};

export default function ServiceRoute({ loaderData: { resolved, overview } }: Route.ComponentProps) {
  switch (resolved.kind) {
    case "category":
      return <ServicePage category={resolved.category} />;
    case "overview":
      return overview ? <ServicesOverviewPage {...overview} /> : <ServiceNotFound />;
    case "redirect":
      return <Navigate to={resolved.to} replace />;
    default:
      return <ServiceNotFound />;
  }
}

/** A department without a pre-rendered page (the browser finds no data file for it): not found. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}
