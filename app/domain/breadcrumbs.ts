import { crumbWords } from "#words/crumb-words.ts";

/**
 * The breadcrumb trails the pages show. One builder per page kind: the visible `Breadcrumb` and the
 * page's BreadcrumbList JSON-LD both take these items, so the two cannot drift apart.
 */

/** One step of a trail; the last one is the current page and has no link. */
export type Crumb = { label: string; to?: string };

type Named = { name: string; slug: string };

export function serviceCrumbs(category: Named): Crumb[] {
  return [{ label: crumbWords.services, to: "/services" }, { label: category.name }];
}

export function subcategoryCrumbs(category: Named, subcategory: Pick<Named, "name">): Crumb[] {
  return [
    { label: crumbWords.services, to: "/services" },
    { label: category.name, to: `/services/${category.slug}` },
    { label: subcategory.name },
  ];
}

export function packageCategoryCrumbs(category: { title: string }): Crumb[] {
  return [{ label: crumbWords.home, to: "/" }, { label: crumbWords.healthPackages, to: "/health-packages" }, { label: category.title }];
}
