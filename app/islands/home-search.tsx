import { HomeSearch } from "#app/features/home-search/home-search.tsx";
import { PrescriptionBox } from "#app/features/prescription/prescription-box.tsx";
import { usePrescriptionDraft } from "#app/features/prescription/use-prescription-draft.ts";
import { island } from "./island.tsx";

/**
 * The home page's search box: suggestions from the site search, loaded on first use (decision 010), and
 * the prescription list box under it (decision 057), which a list pasted or typed into the search is
 * offered to.
 */
function HomeSearchWithList({ searchUrl }: { searchUrl: string }) {
  const draft = usePrescriptionDraft();
  return (
    <div {...draft.searchEvents}>
      <HomeSearch searchUrl={searchUrl} />
      <PrescriptionBox draft={draft} searchUrl={searchUrl} />
    </div>
  );
}

export default island(HomeSearchWithList);
