import { FindTestPage } from "#app/features/find-test/find-test-page.tsx";
import { island } from "./island.tsx";

/** The whole find-test page: search box, filters, results, pagination; its state is the URL's query. */
export default island(FindTestPage);
