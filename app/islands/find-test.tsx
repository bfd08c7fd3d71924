import { FindTestPage } from "~/features/find-test/find-test-page";
import { island } from "./island";

/** The whole find-test page: search box, filters, results, pagination; its state is the URL's query. */
export default island(FindTestPage);
