import { MyPackageList } from "~/features/my-package/my-package-page";
import { island } from "./island";

/** My Package below its heading: the list from this browser, a share link's import, booking and its message. */
export default island(MyPackageList);
