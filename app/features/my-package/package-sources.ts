import { catalogue } from "~/content/catalogue";
import { centrePinCodes } from "~/content/centre-pin-codes";
import { centres } from "~/content/centres";
import { serviceCategories } from "~/content/services";
import { departmentTestEntries, type PackageSources } from "~/domain/my-package";

/** What My Package resolves ids against: only this route loads the full catalogue and department lists. */
export const packageSources: PackageSources = {
  catalogue,
  departmentTests: departmentTestEntries(serviceCategories),
};

export const packageCentres = centres.map(({ id, name, address }) => ({ id, name, address }));
export const packageCentreIds = packageCentres.map((c) => c.id);
export { centrePinCodes };

export function centreName(id: string): string | undefined {
  return packageCentres.find((c) => c.id === id)?.name;
}
