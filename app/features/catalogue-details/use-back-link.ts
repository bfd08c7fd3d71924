import { useSearchParam } from "#app/components/ui/use-search-param.ts";
import type { BackLink as BackLinkData } from "#app/domain/back-links.ts";

/**
 * Where the back link goes, from the page's `?from=`. Read only after hydration, so the pre-rendered HTML
 * (which has no query) and the first client render agree.
 */
export function useBackLink(linkFor: (from: string | null) => BackLinkData): BackLinkData {
  return linkFor(useSearchParam("from"));
}
