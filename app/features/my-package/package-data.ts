import type { PackageSources } from "~/domain/my-package";

/**
 * What My Package resolves a list against: every item that can join it, the centres and the PIN codes
 * they serve. Built at build time (app/routes/my-package.data.ts) and carried in the page's HTML as the
 * list island's props, so a list shows at hydration with no content in the page's scripts.
 */
export interface PackageData {
  sources: PackageSources;
  centres: readonly { id: string; name: string; address: string }[];
  pinCodes: Readonly<Record<string, readonly string[]>>;
}

export function centreNameIn(data: PackageData, id: string): string | undefined {
  return data.centres.find((c) => c.id === id)?.name;
}
