import { Navigate } from "react-router";
import { pageMeta } from "~/config/page-meta";
import { serviceCategories } from "~/content/services";
import { resolveServiceSlug } from "~/domain/services";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { ServicePage } from "~/features/services/service-page";
import { ServicesOverviewPage } from "~/features/services/services-overview-page";
import type { Route } from "./+types/service";

export const meta = ({ params }: Route.MetaArgs) => {
  const resolved = resolveServiceSlug(serviceCategories, params.serviceSlug);
  if (resolved.kind === "category") {
    return pageMeta(`${resolved.category.name} Services`, resolved.category.description);
  }
  if (resolved.kind === "overview") {
    return pageMeta("Our Laboratory Departments", "All our laboratory departments: pathology, radiology, cardiology and neurology.");
  }
  return pageMeta("Service Not Found", "The service you're looking for doesn't exist.");
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
    case "missing":
      return <ServiceNotFound missing />;
    default:
      return <ServiceNotFound />;
  }
}
