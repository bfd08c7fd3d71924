import { serviceCrumbs } from "#app/domain/breadcrumbs.ts";
import { resolveServiceSlug } from "#app/domain/services.ts";
import { breadcrumbJsonLd } from "#app/domain/structured-data.ts";
import { serviceCategories, type ServiceCategory } from "#content/services.ts";
import { pageHeads } from "#words/page-heads.ts";
import { noIndexMeta, pageMeta, siteFacts, type PageHead } from "./page-meta.ts";
import { servicesData } from "./services.data.ts";

/** Every department's page, and /services/lab (app/site-urls.ts lists the same slugs). */
export function servicePaths() {
  return [...serviceCategories.map((category) => category.slug), "lab"].map((serviceSlug) => ({ params: { serviceSlug } }));
}

type ServiceData =
  { kind: "category"; category: ServiceCategory; jsonLd: readonly object[] } | ({ kind: "overview" } & ReturnType<typeof servicesData>);

/**
 * What /services/{slug} carries, built at build time: its one department (not the whole services
 * content in its scripts; docs/decisions/015-details-pages-carry-their-own-item.md) with its breadcrumb
 * JSON-LD, or for "lab" the departments overview. Null for any other slug: "health-packages" is a
 * redirect of both servers, the rest are not found.
 */
export function serviceData(serviceSlug: string | undefined): ServiceData | null {
  const resolved = resolveServiceSlug(serviceCategories, serviceSlug);
  if (resolved.kind === "overview") return { kind: "overview", ...servicesData() };
  if (resolved.kind !== "category") return null;
  const { category } = resolved;
  return { kind: "category", category, jsonLd: [breadcrumbJsonLd(serviceCrumbs(category), `/services/${category.slug}`, siteFacts)] };
}

export function serviceHead(data: ServiceData | null): PageHead {
  if (!data) return serviceNotFoundHead;
  if (data.kind === "overview") {
    // "/services/lab" shows the departments overview of "/services", its canonical URL.
    return pageMeta({
      title: pageHeads.laboratoryDepartments.title,
      description: pageHeads.laboratoryDepartments.description,
      path: "/services",
    });
  }
  const { category } = data;
  return pageMeta({
    title: pageHeads.service.title(category.name),
    description: category.description,
    path: `/services/${category.slug}`,
    jsonLd: data.jsonLd,
  });
}

/** An unknown department or subcategory (/services/404, /facilities/404). */
export const serviceNotFoundHead = noIndexMeta(pageHeads.serviceNotFound.title, pageHeads.serviceNotFound.description);
