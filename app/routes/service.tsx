import { Navigate } from "react-router";
import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { serviceCategories } from "~/content/services";
import { serviceCrumbs } from "~/domain/breadcrumbs";
import { resolveServiceSlug } from "~/domain/services";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { ServicePage } from "~/features/services/service-page";
import { ServicesOverviewPage } from "~/features/services/services-overview-page";
import type { Route } from "./+types/service";

export const meta = ({ params }: Route.MetaArgs) => {
  const resolved = resolveServiceSlug(serviceCategories, params.serviceSlug);
  switch (resolved.kind) {
    case "category": {
      const path = `/services/${resolved.category.slug}`;
      return pageMeta({
        title: `${resolved.category.name} Services`,
        description: resolved.category.description,
        path,
        jsonLd: [breadcrumbJsonLd(serviceCrumbs(resolved.category), path, siteFacts)],
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

export default function ServiceRoute({ params }: Route.ComponentProps) {
  const resolved = resolveServiceSlug(serviceCategories, params.serviceSlug);
  switch (resolved.kind) {
    case "category":
      return <ServicePage category={resolved.category} />;
    case "overview":
      return <ServicesOverviewPage />;
    case "redirect":
      return <Navigate to={resolved.to} replace />;
    default:
      return <ServiceNotFound />;
  }
}
