import { catalogue } from "~/domain/catalogue";
import { homeCarePackageViews } from "~/domain/home-care-packages";
import { centrePinCodes } from "~/content/centre-pin-codes";
import { centres } from "~/content/centres";
import { serviceCategories } from "~/content/services";
import { testFacts } from "~/content/test-facts";
import { packageSources } from "~/domain/my-package-sources";

/**
 * The content My Package resolves its ids against. Loaded on demand by `usePackageData` once the page
 * has hydrated (the list itself is only known then), so the page's first load stays small.
 */
export const packageData = {
  sources: packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews),
  centres: centres.map(({ id, name, address }) => ({ id, name, address })),
  pinCodes: centrePinCodes,
};

export type PackageData = typeof packageData;
