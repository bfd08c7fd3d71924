import { SiteHeader } from "~/components/layout/site-header";
import { island } from "./island";

/** The header: menus, the phone menu, the My Package count and the call-back form. */
export default island(SiteHeader);
