import { useCallback, useEffect, useMemo, useState } from "react";
import { useSiteSearch } from "#app/components/ui/use-site-search.ts";
import { loadPrescriptionPart, type PrescriptionPart } from "#app/domain/prescription-data.ts";
import { preparePrescription, type PrescriptionSources } from "#app/domain/prescription-list.ts";

/** One load per part URL for the page's visit, shared by the page's boxes; a failed one is forgotten, so a retry fetches again. */
const parts = new Map<string, Promise<PrescriptionPart>>();

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

function partAt(url: string): Promise<PrescriptionPart> {
  let part = parts.get(url);
  if (!part) {
    part = loadPrescriptionPart(fetchJson, url);
    parts.set(url, part);
    part.catch(() => parts.delete(url));
  }
  return part;
}

/**
 * What reading a list needs: the site search's part (the same load as the page's search box) and the
 * prescription part named by it, fetched when the box is first used. `failed` when either did not come;
 * `retry` asks again.
 */
export function usePrescriptionSources(searchUrl: string): { sources: PrescriptionSources | null; failed: boolean; retry: () => void } {
  const { search, failed: searchFailed, load } = useSiteSearch(searchUrl);
  const [part, setPart] = useState<PrescriptionPart | null>(null);
  const [partFailed, setPartFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const partUrl = search?.prescriptionPart ?? null;

  useEffect(load, [load]);
  useEffect(() => {
    if (partUrl === null) return;
    let current = true;
    partAt(partUrl).then(
      (loaded) => current && setPart(loaded),
      () => current && setPartFailed(true),
    );
    return () => {
      current = false;
    };
  }, [partUrl, attempt]);

  const retry = useCallback(() => {
    setPartFailed(false);
    setAttempt((count) => count + 1);
    load();
  }, [load]);

  // The lookups every reading uses are built once, as the sources arrive (as the search prepares its index).
  const sources = useMemo(() => {
    if (!search || !part) return null;
    const ready: PrescriptionSources = { index: search.siteSearchIndex, options: search.siteSearchOptions, part };
    preparePrescription(ready);
    return ready;
  }, [search, part]);
  return { sources, failed: searchFailed || partFailed, retry };
}
