import { catalogue } from "#app/domain/catalogue.ts";
import { homeCarePackageViews } from "#app/domain/home-care-packages.ts";
import { packageSources } from "#app/domain/my-package-sources.ts";
import type { PackageSources } from "#app/domain/my-package.ts";
import type { PackageData } from "#app/features/my-package/package-data.ts";
import { centrePinCodes } from "#content/centre-pin-codes.ts";
import { centres } from "#content/centres.ts";
import { serviceCategories } from "#content/services.ts";
import { testFacts } from "#content/test-facts.ts";

const sources = () => packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);

/**
 * What /my-package carries in its HTML for its list island: the list's notices and fasting warning, the
 * centres and their PIN codes (decision 015's pages carrying their own data). The items themselves are
 * not in it: the list fetches the shards its ids need (docs/decisions/039-my-package-item-shards.md).
 */
export function myPackageData(): PackageData {
  const { fastingWarning, notices } = sources();
  return {
    sources: { fastingWarning, notices },
    centres: centres.map(({ id, name, address }) => ({ id, name, address })),
    pinCodes: centrePinCodes,
  };
}

/** Every item a list can hold, by id, resolved from the content at build time: what the shards hold (./my-package-items.ts). */
export function myPackageItems(): PackageSources["items"] {
  return sources().items;
}
