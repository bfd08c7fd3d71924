import { routeTable, type PageRoute } from "#app/routes.ts";

// SITE_BUILD_ROUTES="/locations,/test-details/[testId]": only these patterns of app/routes.ts (and the
// site's not-found page, which every header plan needs), for a quick rebuild that shows one change
// (tests/e2e/editor-saves-built.spec.ts: an edit saved by the editor, on the page that shows it). Never for a deploy:
// a release build refuses it (app/domain/build-checks.ts).
const onlyRoutes = process.env.SITE_BUILD_ROUTES?.split(",").map((pattern) => pattern.trim());

/** The routes this build writes: the whole table, or SITE_BUILD_ROUTES' and the not-found page. */
export const routesToBuild: readonly PageRoute[] = routeTable.filter(
  ({ pattern }) => !onlyRoutes || pattern === "/404" || onlyRoutes.includes(pattern),
);
