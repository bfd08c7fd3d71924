/** The steps of the breadcrumb trails (app/domain/breadcrumbs.ts) that are not content names. */
export const crumbWords = {
  home: "Home",
  services: "Services",
  healthPackages: "Health Packages",
};
