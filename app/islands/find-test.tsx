import { FindTestPage } from "#app/features/find-test/find-test-page.tsx";
import type { FindTestSearchData } from "#app/features/find-test/use-find-test-results.ts";
import { PrescriptionBox } from "#app/features/prescription/prescription-box.tsx";
import { usePrescriptionDraft } from "#app/features/prescription/use-prescription-draft.ts";
import { island } from "./island.tsx";

/**
 * The whole find-test page: search box, the prescription list box under it (decision 057), filters,
 * results, pagination; the search's state is the URL's query, the list's never is. A list pasted or
 * typed into the search box is offered to the list box (`searchEvents`).
 */
function FindTestWithList({ data }: { data: FindTestSearchData }) {
  const draft = usePrescriptionDraft();
  return (
    <div className="contents" {...draft.searchEvents}>
      <FindTestPage data={data} listBox={<PrescriptionBox draft={draft} searchUrl={data.searchUrl} />} />
    </div>
  );
}

export default island(FindTestWithList);
