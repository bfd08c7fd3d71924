import { useSyncExternalStore } from "react";
import type { PackageData } from "./package-sources";

let loaded: PackageData | null = null;
let loading: Promise<void> | null = null;

function subscribe(onLoad: () => void): () => void {
  if (!loaded) {
    loading ??= import("./package-sources").then((module) => {
      loaded = module.packageData;
    });
    void loading.then(onLoad);
  }
  return () => {};
}

/** The catalogue, department tests, centres and PIN codes; null until loaded (and in the pre-rendered HTML). */
export function usePackageData(): PackageData | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

export function centreNameIn(data: PackageData, id: string): string | undefined {
  return data.centres.find((c) => c.id === id)?.name;
}
