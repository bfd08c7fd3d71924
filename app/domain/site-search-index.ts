import { catalogue } from "~/content/catalogue";
import { homeCarePackages, homeServices } from "~/content/home-care";
import * as searchTerms from "~/content/search-terms";
import { serviceCategories } from "~/content/services";
import { buildSearchIndex } from "./search-index";

/**
 * The whole site's search index, derived from the content modules when this module loads. Pages load
 * it on demand (`import()` on first use of a search box), so its content stays off every page's
 * initial JavaScript; vite.config.ts keeps it out of the shared chunk.
 */
export const siteSearchIndex = buildSearchIndex({ catalogue, serviceCategories, homeServices, homeCarePackages, terms: searchTerms });
