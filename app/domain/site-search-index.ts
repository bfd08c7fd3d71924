import { centres } from "#content/centres.ts";
import { homeServices } from "#content/home-care.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import * as searchTerms from "#content/search-terms.ts";
import { serviceCategories } from "#content/services.ts";
import { testFacts } from "#content/test-facts.ts";
import { catalogue } from "./catalogue.ts";
import { homeCarePackageViews } from "./home-care-packages.ts";
import { buildSearchIndex } from "./search-index.ts";
import { itemFactsOf } from "./test-facts.ts";

/**
 * The site search, loaded on demand: pages `import()` this module on first use of a search box
 * (components/ui/use-site-search.ts), so the index, the test content it is derived from and the
 * ranking code stay off every page's initial JavaScript (vite.config.ts keeps them out of the shared
 * chunk). The index is derived from the content modules when this module loads.
 */
export const siteSearchIndex = buildSearchIndex({
  catalogue,
  serviceCategories,
  homeServices,
  homeCarePackages: homeCarePackageViews,
  terms: searchTerms,
  notices: safetyNotices,
  departmentFacts: (key) => itemFactsOf([testFacts[key]], centres),
});

/** Options every site search passes: the query endings to ignore ("ki jaanch"). */
export const siteSearchOptions = { ignoredSuffixes: searchTerms.ignoredQuerySuffixes };

export { emergencyTerms, notOfferedTests } from "#content/search-terms.ts";
export { safetyNotices };
