import { HeaderBar } from "~/components/layout/site-header";
import { island } from "./island";

/** The header's bar: the menus, the phone menu and the My Package count. */
export default island(HeaderBar);
