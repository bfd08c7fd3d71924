import { MyPackageList } from "#app/features/my-package/my-package-page.tsx";
import { island } from "./island.tsx";

/** My Package below its heading: the list from this browser, a share link's import, booking and its message. */
export default island(MyPackageList);
