import type { PackageSources } from "#app/domain/my-package.ts";

/**
 * What My Package needs besides its items' lines: the list's notices and fasting warning, the centres and
 * the PIN codes they serve. Built at build time (app/routes/my-package.data.ts) and carried in the page's
 * HTML as the list island's props; the lines come from the item shards (components/ui/package-lines.ts).
 */
export interface PackageData {
  sources: Omit<PackageSources, "items">;
  centres: readonly { id: string; name: string; address: string }[];
  pinCodes: Readonly<Record<string, readonly string[]>>;
}

export function centreNameIn(data: PackageData, id: string): string | undefined {
  return data.centres.find((c) => c.id === id)?.name;
}
