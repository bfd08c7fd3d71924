import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The one explicit route table (each page's behaviour: docs/behaviour.md).
 * Every static path here and every dynamic one from content is pre-rendered: see app/site-urls.ts.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("press", "routes/press.tsx"),
  route("locations", "routes/locations.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceSlug", "routes/service.tsx"),
  route("services/:serviceSlug/:subCategorySlug", "routes/service-subcategory.tsx"),
  route("facilities/lab", "routes/facilities-redirect.tsx", { id: "facilities-lab" }),
  route("facilities/health-packages", "routes/facilities-redirect.tsx", {
    id: "facilities-health-packages",
  }),
  // The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub}: one route, so the two aliases
  // of a subcategory carry the same page data (docs/decisions/015-details-pages-carry-their-own-item.md).
  route("facilities/:facility/:subCategorySlug", "routes/facilities-subcategory.tsx"),
  route("find-test", "routes/find-test.tsx"),
  route("test-guide", "routes/test-guide.tsx"),
  route("health-packages", "routes/health-packages.tsx"),
  route("health-packages/:categoryId", "routes/health-package-category.tsx"),
  route("blog", "routes/blog.tsx"),
  route("home-care", "routes/home-care.tsx"),
  route("corporate", "routes/corporate.tsx"),
  route("resources", "routes/resources.tsx"),
  route("test-details/:testId", "routes/test-details.tsx"),
  route("package-details/:packageId", "routes/package-details.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("my-package", "routes/my-package.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
