import { centrePinCodes } from "~/content/centre-pin-codes";
import { centres } from "~/content/centres";
import { serviceCategories } from "~/content/services";
import { testFacts } from "~/content/test-facts";
import { catalogue } from "~/domain/catalogue";
import { homeCarePackageViews } from "~/domain/home-care-packages";
import { packageSources } from "~/domain/my-package-sources";
import type { PackageData } from "~/features/my-package/package-data";

/**
 * What /my-package carries in its HTML for its list island: every item a list can hold, resolved from
 * the content at build time, with the centres and their PIN codes (decision 015's pages carrying their
 * own data; docs/decisions/031-my-package-in-place.md).
 */
export function myPackageData(): PackageData {
  return {
    sources: packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews),
    centres: centres.map(({ id, name, address }) => ({ id, name, address })),
    pinCodes: centrePinCodes,
  };
}
