import serviceMenuData from "#content/generated/service-menu.json" with { type: "json" };

/**
 * The service departments and their subcategories as the navigation lists them: names and slugs only,
 * taken by the build from content/en/departments/<slug>.json (content/collections/services.collection.ts).
 * The header is on every page, so it reads this small list instead of `services.ts` (all the service
 * content, ~45 KB).
 */
export type ServiceMenuEntry = {
  slug: string;
  name: string;
  subcategories: readonly { slug: string; name: string }[];
};

export const serviceMenu: readonly ServiceMenuEntry[] = serviceMenuData;
